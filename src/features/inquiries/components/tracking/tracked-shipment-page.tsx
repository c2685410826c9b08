import { ArrowRight, Link2Off, RefreshCw, TimerOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/card';
import { StateNotice } from '@/components/state-notice';
import { ErrorState } from '@/components/error-state';
import { FactList } from '@/components/fact-list';
import { ModeIcon } from '@/components/mode-icon';
import { PageHeader } from '@/components/page-header';
import { SkeletonBlock } from '@/components/skeleton-rows';
import { StatusBadge } from '@/components/status-badge';
import { formatDate, formatDateTime } from '@/lib/dates';
import { orMissing } from '@/lib/display';
import { currentLanguage } from '@/lib/i18n';
import { deadLink, useTrackedShipment } from '../../api/get-tracked-shipment';
import type { TrackedPlace, TrackedShipment } from '../../tracking-schemas';
import { ShipmentSteps } from '../details/shipment-steps';

const placeName = (place: TrackedPlace | undefined) =>
  place ? [place.city, place.countryName].filter(Boolean).join(', ') || null : null;

export function TrackedShipmentPage({ token }: { token: string }) {
  const { t } = useTranslation(['inquiry-details', 'common']);
  const shipment = useTrackedShipment(token, currentLanguage());

  if (shipment.isPending) {
    return (
      <div role="status" aria-busy="true" className="grid gap-4">
        <span className="sr-only">{t('common:loading')}</span>
        <SkeletonBlock className="h-8 w-2/3" />
        <SkeletonBlock className="h-32 w-full" />
        <SkeletonBlock className="h-64 w-full" />
      </div>
    );
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
  const from = placeName(shipment.pickup);
  const to = placeName(shipment.delivery);
  return (
    <div className="grid gap-6">
      <PageHeader
        title={t('inquiry-details:tracking.pageTitle')}
        subtitle={t('inquiry-details:tracking.pageSubtitle')}
      />
      <Card className="grid gap-4 p-4 sm:p-5">
        <div className="flex flex-wrap items-center gap-2">
          <span className="text-xs font-medium uppercase tracking-wide text-slate-500">
            {t('inquiry-details:header.code')}
          </span>
          <span className="font-mono text-lg font-semibold text-slate-900">
            {orMissing(t, shipment.inquiryCode)}
          </span>
          <StatusBadge status={shipment.status} />
        </div>
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-base font-medium text-slate-800">
          <span>{from ?? '—'}</span>
          <ArrowRight aria-hidden className="size-4 shrink-0 text-slate-400" />
          <span className="sr-only">→</span>
          <span>{to ?? '—'}</span>
        </p>
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
