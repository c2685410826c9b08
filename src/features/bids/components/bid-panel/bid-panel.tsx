import { Card } from '@/components/card';
import { Plus } from 'lucide-react';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { DeadlineCountdown } from '@/components/deadline-countdown';
import { DroppedRowsNote } from '@/components/dropped-rows-note';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { SkeletonBlock } from '@/components/skeleton-rows';
import { SuspendedAction } from '@/components/suspended-action';
import { OPEN_INQUIRY_STATUSES, STATUSES } from '@/config/enums';
import { MAX_BIDS_PER_INQUIRY } from '@/config/limits';
import { biddingClosed } from '@/lib/deadline';
import { useDeadlineNow } from '@/lib/deadline-clock';
import { isKnown } from '@/lib/lenient';
import { useDecide } from '@/lib/permissions';
import { useFeatureAvailable } from '@/lib/server-features';
import { useReopenUnsentForm } from '@/lib/unsent-form';
import { useMyInquiryBids } from '../../api/get-my-inquiry-bids';
import type { MyInquiryBids } from '../../schemas';
import { BidFormDialog, bidFormUnsentId, type BidFormInquiry, type BidFormTarget } from './bid-form-dialog';
import type { BidProfileDefaults } from './bid-form-values';
import { MyBidItem } from './my-bid-item';

/** What the route read of the inquiry (the spec's GET /api/bids/inquiry/{id}); null until it has. */
export type BidPanelInquiry = Pick<MyInquiryBids, 'inquiryCode' | 'shipmentMode' | 'inquiryStatus'> & {
  biddingClosesAt?: string | undefined;
};

type BidPanelProps = {
  inquiryId: number;
  inquiry: BidPanelInquiry | null;
  profileDefaults: BidProfileDefaults | null;
  checkingProfile: boolean;
  mayPlaceBid: () => boolean;
  autoOpenNew: boolean;
  onAutoOpenHandled: () => void;
  children?: ReactNode;
  inquiryFailed?: boolean;
};

type PanelState = {
  inquiry: BidFormInquiry;
  open: boolean;
  bidsLeft: number | null;
  bids: MyInquiryBids['bids'] | null;
};

const fromMyBids = (data: MyInquiryBids): PanelState => ({
  inquiry: data,
  open: data.open,
  bidsLeft: data.bidsLeft,
  bids: data.bids,
});

const fromInquiry = (inquiryId: number, inquiry: BidPanelInquiry): PanelState => ({
  inquiry: { inquiryId, inquiryCode: inquiry.inquiryCode, shipmentMode: inquiry.shipmentMode },
  open: !isKnown(STATUSES, inquiry.inquiryStatus) || isKnown(OPEN_INQUIRY_STATUSES, inquiry.inquiryStatus),
  bidsLeft: null,
  bids: null,
});

export function BidPanel({
  inquiryId,
  inquiry,
  profileDefaults,
  checkingProfile,
  mayPlaceBid,
  autoOpenNew,
  onAutoOpenHandled,
  children,
  inquiryFailed = false,
}: BidPanelProps) {
  const { t } = useTranslation(['bid-form', 'common', 'bids', 'enums']);
  const listed = useFeatureAvailable('myBids');
  const query = useMyInquiryBids(inquiryId, { enabled: listed && inquiry !== null });
  const [target, setTarget] = useState<BidFormTarget | null>(null);
  const closesAt = inquiry?.biddingClosesAt;
  // Redrawn at the deadline: from that moment the server refuses bids, and the panel says so.
  const now = useDeadlineNow(closesAt);
  const closedByTime = biddingClosed(closesAt, now);
  const state = useMemo(() => {
    const read = listed ? query.data && fromMyBids(query.data) : inquiry && fromInquiry(inquiryId, inquiry);
    return read && closedByTime ? { ...read, open: false } : read;
  }, [listed, query.data, inquiry, inquiryId, closedByTime]);

  useEffect(() => {
    if (!autoOpenNew || !state) return;
    if (state.open && state.bidsLeft !== 0) setTarget({ kind: 'new' });
    onAutoOpenHandled();
  }, [autoOpenNew, state, onAutoOpenHandled]);

  // Back after an expired session with a bid half-sent: its form opens again, with what was typed.
  const reopenable = useMemo(() => (state ? bidFormTargets(state) : null), [state]);
  useReopenUnsentForm(reopenable, bidFormUnsentId, setTarget);

  const placeBid = () => {
    if (mayPlaceBid()) setTarget({ kind: 'new' });
  };

  let body;
  if (listed && query.isError) {
    body = <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  } else if (!state) {
    body = (
      <div role="status" className="grid gap-3 p-5">
        <span className="sr-only">{t('common:loading')}</span>
        <SkeletonBlock className="h-5 w-40" />
        <SkeletonBlock className="h-4 w-full" />
        <SkeletonBlock className="h-4 w-2/3" />
      </div>
    );
  } else if (!state.bids) {
    // No list to show: say so once, quietly; placing a bid works as ever.
    body = <p className="px-5 py-4 text-sm text-slate-500">{t('bid-form:panel.unlisted')}</p>;
  } else if (state.bids.content.length === 0 && !state.bids.dropped) {
    body = <EmptyState title={t('bid-form:panel.empty')} description={t('bid-form:panel.emptyText')} />;
  } else {
    body = (
      <ul className="divide-y divide-slate-100">
        {state.bids.content.map((bid) => (
          <MyBidItem
            key={bid.bidId}
            bid={bid}
            editable={state.open}
            onUpdate={(chosen) => setTarget({ kind: 'update', bid: chosen })}
          />
        ))}
      </ul>
    );
  }

  return (
    <div className="grid gap-6">
      {/* The action comes first, above the details; on a phone it stays in view under the app's header
          (h-16) while the carrier scrolls through the load. */}
      {state && !inquiryFailed && (
        <div
          role="region"
          aria-label={t('bid-form:panel.actionBar')}
          className="sticky top-16 z-20 -mx-4 flex flex-wrap items-center justify-between gap-3 border-b border-slate-200 bg-white/95 px-4 py-3 shadow-sm backdrop-blur sm:static sm:mx-0 sm:rounded-card sm:border sm:px-5 sm:shadow-card"
        >
          <div className="grid min-w-0 gap-1">
            <DeadlineCountdown closesAt={closesAt} />
            <p className="text-sm text-slate-600">
              {state.open && state.bidsLeft !== null && state.bidsLeft > 0
                ? t('bid-form:panel.bidsLeft', { left: state.bidsLeft, max: MAX_BIDS_PER_INQUIRY })
                : null}
            </p>
          </div>
          <PanelAction state={state} checking={checkingProfile} onPlaceBid={placeBid} />
        </div>
      )}
      {children}
      {!inquiryFailed && (
        <Card as="section" aria-labelledby="my-bids-title" aria-busy={query.isFetching}>
          <h2
            id="my-bids-title"
            className="border-b border-slate-200 px-5 py-4 text-base font-semibold text-slate-900"
          >
            {t('bid-form:panel.title')}
          </h2>
          {body}
          {state?.bids && (
            <div className="px-5">
              <DroppedRowsNote count={state.bids.dropped} />
            </div>
          )}
          {state && (
            <BidFormDialog
              target={target}
              inquiry={state.inquiry}
              defaults={profileDefaults}
              onClose={() => setTarget(null)}
            />
          )}
        </Card>
      )}
    </div>
  );
}

function bidFormTargets(state: PanelState): BidFormTarget[] {
  if (!state.open) return [];
  const updates = (state.bids?.content ?? []).map((bid): BidFormTarget => ({ kind: 'update', bid }));
  return state.bidsLeft !== 0 ? [{ kind: 'new' }, ...updates] : updates;
}

type PanelActionProps = { state: PanelState; checking: boolean; onPlaceBid: () => void };

function PanelAction({ state, checking, onPlaceBid }: PanelActionProps) {
  const { t } = useTranslation('bid-form');
  const suspended = useDecide()('bid:place') === 'suspended';
  const notice = 'max-w-sm rounded-lg border px-3 py-2 text-sm';
  if (!state.open)
    return (
      <p className={`${notice} border-slate-200 bg-slate-50 text-slate-700`}>{t('bid-form:panel.closed')}</p>
    );
  if (state.bidsLeft === 0)
    return (
      <p className={`${notice} border-amber-200 bg-amber-50 text-amber-900`}>
        {t('bid-form:panel.maxBids', { count: MAX_BIDS_PER_INQUIRY })}
      </p>
    );
  if (suspended) return <SuspendedAction icon={Plus}>{t('bid-form:panel.placeBid')}</SuspendedAction>;
  return (
    <Button variant="primary" loading={checking} icon={Plus} onClick={onPlaceBid}>
      {t('bid-form:panel.placeBid')}
    </Button>
  );
}
