import { Copy, ExternalLink, Link2, Link2Off } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, buttonClasses } from '@/components/button';
import { Card } from '@/components/card';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { ErrorState } from '@/components/error-state';
import { FormAlert } from '@/components/form-alert';
import { SkeletonCards } from '@/components/skeleton-rows';
import { SuspendableButton } from '@/components/suspended-action';
import { AWARDED_INQUIRY_STATUSES } from '@/config/enums';
import { paths } from '@/config/paths';
import { describeError } from '@/lib/api-error';
import { formatDate } from '@/lib/dates';
import { isKnown } from '@/lib/lenient';
import { useDecide } from '@/lib/permissions';
import { useFeatureAvailable } from '@/lib/server-features';
import { copyText } from '@/lib/copy-text';
import { useCreateTrackingLink } from '../../api/create-tracking-link';
import { useTrackingLink } from '../../api/get-tracking-link';
import { useRevokeTrackingLink } from '../../api/revoke-tracking-link';

/** The address anyone can open: this app's own origin, so it works wherever the app is served. */
export const trackingUrl = (token: string) => `${window.location.origin}${paths.track(token)}`;

export function TrackingLinkCard({ inquiryId, status }: { inquiryId: number; status: string | undefined }) {
  const decide = useDecide();
  const available = useFeatureAvailable('trackingLinks');
  // A server without tracking links answers 404 once; the card then goes, and nothing else does.
  if (
    !available ||
    decide('shipment:shareTracking') === 'denied' ||
    !isKnown(AWARDED_INQUIRY_STATUSES, status)
  )
    return null;
  return <TrackingLinkControls inquiryId={inquiryId} />;
}

function TrackingLinkControls({ inquiryId }: { inquiryId: number }) {
  const { t } = useTranslation(['inquiry-details', 'common']);
  const link = useTrackingLink(inquiryId);
  const create = useCreateTrackingLink({ successToast: t('inquiry-details:tracking.created') });
  const revoke = useRevokeTrackingLink({ successToast: t('inquiry-details:tracking.revoked') });
  const [confirming, setConfirming] = useState(false);
  const inputId = useId();
  const token = link.data?.token;

  return (
    <Card title={t('inquiry-details:tracking.title')} className="max-w-2xl">
      {link.isPending ? (
        <SkeletonCards cards={1} bars={['h-10 w-full']} />
      ) : link.isError ? (
        <ErrorState error={link.error} onRetry={() => void link.refetch()} />
      ) : (
        <div className="grid gap-4">
          <p className="text-sm text-slate-600">{t('inquiry-details:tracking.explain')}</p>
          {create.isError && <FormAlert tone="error">{describeError(create.error, t)}</FormAlert>}
          {token ? (
            <>
              <div className="grid gap-1.5">
                <label htmlFor={inputId} className="text-sm font-medium text-slate-700">
                  {t('inquiry-details:tracking.linkLabel')}
                </label>
                <div className="flex min-w-0 flex-col gap-2 sm:flex-row">
                  <input
                    id={inputId}
                    readOnly
                    value={trackingUrl(token)}
                    onFocus={(event) => event.currentTarget.select()}
                    className="h-10 min-w-0 flex-1 rounded-lg border border-slate-300 bg-slate-50 px-3 font-mono text-sm text-slate-800 focus-visible:outline-2 focus-visible:outline-brand-500"
                  />
                  <Button
                    variant="outline"
                    icon={Copy}
                    onClick={() =>
                      void copyText(trackingUrl(token), {
                        copied: t('inquiry-details:tracking.copied'),
                        failed: t('inquiry-details:tracking.copyFailed'),
                      })
                    }
                  >
                    {t('inquiry-details:tracking.copy')}
                  </Button>
                </div>
                <p className="text-xs text-slate-500">
                  {[
                    link.data?.createdAt &&
                      t('inquiry-details:tracking.madeOn', { date: formatDate(link.data.createdAt) }),
                    link.data?.expiresAt &&
                      t('inquiry-details:tracking.validUntil', { date: formatDate(link.data.expiresAt) }),
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </p>
              </div>
              <div className="flex flex-wrap gap-2">
                <a
                  href={paths.track(token)}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={buttonClasses({ variant: 'gray-outline' })}
                >
                  <ExternalLink aria-hidden className="size-4" />
                  {t('inquiry-details:tracking.open')}
                  <span className="sr-only">{t('inquiry-details:tracking.opensInNewTab')}</span>
                </a>
                <Button
                  variant="gray-outline"
                  className="text-red-700"
                  icon={Link2Off}
                  onClick={() => {
                    revoke.reset();
                    setConfirming(true);
                  }}
                >
                  {t('inquiry-details:tracking.revoke')}
                </Button>
              </div>
            </>
          ) : (
            <div>
              <SuspendableButton
                variant="primary"
                align="start"
                loading={create.isPending}
                icon={Link2}
                onClick={() => {
                  if (!create.isPending) create.mutate(inquiryId);
                }}
                className="w-full sm:w-auto"
              >
                {t('inquiry-details:tracking.create')}
              </SuspendableButton>
            </div>
          )}
        </div>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('inquiry-details:tracking.revokeTitle')}
        message={t('inquiry-details:tracking.revokeMessage')}
        onConfirm={() => revoke.mutateAsync(inquiryId)}
        loading={revoke.isPending}
      />
    </Card>
  );
}
