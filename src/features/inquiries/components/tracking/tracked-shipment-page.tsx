import { Link2Off, RefreshCw, TimerOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/card';
import { StateNotice } from '@/components/state-notice';
import { ErrorState } from '@/components/error-state';
import { FactList } from '@/components/fact-list';
import { ModeIcon } from '@/components/mode-icon';
import { PageHeader } from '@/components/page-header';
import { SkeletonCards } from '@/components/skeleton-rows';
import { StatusBadge } from '@/components/status-badge';
import { formatDate, formatDateTime } from '@/lib/dates';
import { orMissing } from '@/lib/display';
import { currentLanguage } from '@/lib/i18n';
import { deadLink, useTrackedShipment } from '../../api/get-tracked-shipment';
import type { TrackedShipment } from '../../tracking-schemas';
import { CodeLine, RouteLine } from '../details/inquiry-header';
import { ShipmentSteps } from '../details/shipment-steps';

export function TrackedShipmentPage({ token }: { token: string }) {
  const { t } = useTranslation(['inquiry-details', 'common']);
  const shipment = useTrackedShipment(token, currentLanguage());

  if (shipment.isPending) {
    return <SkeletonCards cards={2} bars={['h-32 w-full', 'h-64 w-full']} />;
  }
  if (shipment.isError && !shipment.data) {
    const dead = deadLink(shipment.error);
    if (dead) return <DeadLink expired={dead === 'expired'} />;
    return (
      <div className="grid gap-6">
        <PageHeader title={t('inquiry-details:tracking.pageTitle')} />
        <Card>
          <ErrorState error={shipment.error} onRetry={() => void shipment.refetch()} />
        </Card>
      </div>
    );
  }
  return <TrackedShipmentView shipment={shipment.data} />;
}

function TrackedShipmentView({ shipment }: { shipment: TrackedShipment }) {
  const { t } = useTranslation(['inquiry-details', 'common']);
  return (
    <div className="grid gap-6">
      <PageHeader
        title={t('inquiry-details:tracking.pageTitle')}
        subtitle={t('inquiry-details:tracking.pageSubtitle')}
      />
      <Card className="grid gap-4 p-4 sm:p-5">
        <CodeLine code={shipment.inquiryCode}>
          <StatusBadge status={shipment.status} />
        </CodeLine>
        <RouteLine
          from={shipment.pickup}
          to={shipment.delivery}
          className="text-base font-medium text-slate-800"
        />
        <FactList
          facts={[
            {
              label: t('inquiry-details:tracking.mode'),
              value: <ModeIcon mode={shipment.shipmentMode} withLabel />,
            },
            { label: t('inquiry-details:tracking.carrier'), value: orMissing(t, shipment.carrierName) },
            {
              label: t('inquiry-details:tracking.pickupDate'),
              value: orMissing(t, formatDate(shipment.pickup?.date)),
            },
            {
              label: t('inquiry-details:tracking.deliveryDate'),
              value: orMissing(t, formatDate(shipment.delivery?.date)),
            },
          ]}
        />
      </Card>
      <Card title={t('inquiry-details:sections.steps')}>
        <ShipmentSteps steps={shipment.steps} />
      </Card>
      <p className="flex items-start gap-2 text-xs text-slate-500">
        <RefreshCw aria-hidden className="mt-0.5 size-3.5 shrink-0" />
        <span>
          {[
            shipment.updatedAt &&
              t('inquiry-details:tracking.updatedAt', { date: formatDateTime(shipment.updatedAt) }),
            t('inquiry-details:tracking.refreshes'),
            shipment.expiresAt &&
              t('inquiry-details:tracking.validUntil', { date: formatDate(shipment.expiresAt) }),
          ]
            .filter(Boolean)
            .join(' · ')}
        </span>
      </p>
    </div>
  );
}

/** Plain, with nothing of the shipment: whoever holds a dead link learns only that it is dead. */
function DeadLink({ expired }: { expired: boolean }) {
  const { t } = useTranslation('inquiry-details');
  const Icon = expired ? TimerOff : Link2Off;
  return (
    <Card>
      <StateNotice
        tone="muted"
        icon={<Icon className="size-6" />}
        title={expired ? t('tracking.expiredTitle') : t('tracking.invalidTitle')}
        titleAs="h1"
        description={expired ? t('tracking.expiredText') : t('tracking.invalidText')}
      />
    </Card>
  );
}
