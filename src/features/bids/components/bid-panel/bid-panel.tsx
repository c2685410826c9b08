import { Plus } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { DroppedRowsNote } from '@/components/dropped-rows-note';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { SkeletonBlock } from '@/components/skeleton-rows';
import { MAX_BIDS_PER_INQUIRY } from '@/config/limits';
import { toApiError } from '@/lib/api-error';
import { useReopenUnsentForm } from '@/lib/unsent-form';
import { useMyInquiryBids } from '../../api/get-my-inquiry-bids';
import type { MyInquiryBids } from '../../schemas';
import { BidFormModal, bidFormUnsentId, type BidFormTarget } from './bid-form-modal';
import type { BidProfileDefaults } from './bid-form-values';
import { MyBidItem } from './my-bid-item';

type BidPanelProps = {
  inquiryId: number;
  /** The carrier's profile terms a new bid starts from. */
  profileDefaults: BidProfileDefaults | null;
  /** True while the route is still learning whether the carrier may bid. */
  checkingProfile: boolean;
  /** Asked before the new-bid form opens; false when the carrier must complete its profile first. */
  mayPlaceBid: () => boolean;
  /** The carrier came back from completing its profile: open the new-bid form by itself. */
  autoOpenNew: boolean;
  onAutoOpenHandled: () => void;
};

/** 'Your bids' on an inquiry: what the carrier offered, and placing or updating a bid within the limits. */
export function BidPanel({
  inquiryId,
  profileDefaults,
  checkingProfile,
  mayPlaceBid,
  autoOpenNew,
  onAutoOpenHandled,
}: BidPanelProps) {
  const { t } = useTranslation(['bid-form', 'common']);
  const query = useMyInquiryBids(inquiryId);
  const [target, setTarget] = useState<BidFormTarget | null>(null);
  const data = query.data;

  useEffect(() => {
    if (!autoOpenNew || !data) return;
    if (data.open && data.bidsLeft > 0) setTarget({ kind: 'new' });
    onAutoOpenHandled();
  }, [autoOpenNew, data, onAutoOpenHandled]);

  // Back after an expired session with a bid half-sent: its form opens again, with what was typed.
  const reopenable = useMemo(() => (data ? bidFormTargets(data) : null), [data]);
  useReopenUnsentForm(reopenable, bidFormUnsentId, setTarget);

  // The inquiry itself says 'not found' above; a second message here would only repeat it.
  if (query.isError && toApiError(query.error).status === 404) return null;

  const placeBid = () => {
    if (mayPlaceBid()) setTarget({ kind: 'new' });
  };

  return (
    <section
      aria-labelledby="my-bids-title"
      aria-busy={query.isFetching}
      className="rounded-card border border-slate-200 bg-white shadow-card"
    >
      <div className="flex flex-wrap items-start justify-between gap-3 border-b border-slate-200 px-5 py-4">
        <div>
          <h2 id="my-bids-title" className="text-base font-semibold text-slate-900">
            {t('bid-form:panel.title')}
          </h2>
          {data?.open && data.bidsLeft > 0 && (
            <p className="mt-0.5 text-sm text-slate-500">
              {t('bid-form:panel.bidsLeft', { left: data.bidsLeft, max: MAX_BIDS_PER_INQUIRY })}
            </p>
          )}
        </div>
        {data && <PanelAction data={data} checking={checkingProfile} onPlaceBid={placeBid} />}
      </div>
      {query.isPending ? (
        <div role="status" className="grid gap-3 p-5">
          <span className="sr-only">{t('common:loading')}</span>
          <SkeletonBlock className="h-5 w-40" />
          <SkeletonBlock className="h-4 w-full" />
          <SkeletonBlock className="h-4 w-2/3" />
        </div>
      ) : query.isError ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : query.data.bids.content.length === 0 && !query.data.bids.dropped ? (
        <EmptyState title={t('bid-form:panel.empty')} description={t('bid-form:panel.emptyText')} />
      ) : (
        <ul className="divide-y divide-slate-100">
          {query.data.bids.content.map((bid) => (
            <MyBidItem
              key={bid.bidId}
              bid={bid}
              editable={query.data.open}
              onUpdate={(chosen) => setTarget({ kind: 'update', bid: chosen })}
            />
          ))}
        </ul>
      )}
      {data && (
        <div className="px-5">
          <DroppedRowsNote count={data.bids.dropped} />
        </div>
      )}
      {data && (
        <BidFormModal
          target={target}
          inquiry={data}
          defaults={profileDefaults}
          onClose={() => setTarget(null)}
        />
      )}
    </section>
  );
}

/** What the bid form can open for on this inquiry: a new bid while bids are left, each bid while open. */
function bidFormTargets(data: MyInquiryBids): BidFormTarget[] {
  if (!data.open) return [];
  const updates = data.bids.content.map((bid): BidFormTarget => ({ kind: 'update', bid }));
  return data.bidsLeft > 0 ? [{ kind: 'new' }, ...updates] : updates;
}

type PanelActionProps = { data: MyInquiryBids; checking: boolean; onPlaceBid: () => void };

/** 'Place a bid', or why there is none: the inquiry closed, or the carrier used its bids. */
function PanelAction({ data, checking, onPlaceBid }: PanelActionProps) {
  const { t } = useTranslation('bid-form');
  const notice = 'max-w-sm rounded-lg border px-3 py-2 text-sm';
  if (!data.open)
    return (
      <p className={`${notice} border-slate-200 bg-slate-50 text-slate-700`}>{t('bid-form:panel.closed')}</p>
    );
  if (data.bidsLeft === 0)
    return (
      <p className={`${notice} border-amber-200 bg-amber-50 text-amber-900`}>
        {t('bid-form:panel.maxBids', { count: MAX_BIDS_PER_INQUIRY })}
      </p>
    );
  return (
    <Button
      variant="primary"
      loading={checking}
      leftIcon={<Plus aria-hidden className="size-4" />}
      onClick={onPlaceBid}
    >
      {t('bid-form:panel.placeBid')}
    </Button>
  );
}
