import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SuspendableButton } from '@/components/suspended-action';
import { MAX_BID_UPDATES } from '@/config/limits';
import { useDecide } from '@/lib/permissions';
import { formatDate } from '@/lib/dates';
import type { Bid } from '../../schemas';
import { BidBreakdown } from '../bid-breakdown';
import { formatBidMoney, formatTransit } from '../bid-format';
import { orMissing } from '@/lib/display';
import { ModeIcon } from '@/components/mode-icon';
import { BidStatusBadge } from '../bid-status-badge';
import { updatesLeft as updatesLeftOf } from './bid-form-values';

type MyBidItemProps = {
  bid: Bid;
  editable: boolean;
  onUpdate: (bid: Bid) => void;
};

export function MyBidItem({ bid, editable, onUpdate }: MyBidItemProps) {
  const { t, i18n } = useTranslation(['bid-form', 'bids', 'enums', 'ui']);
  const limitId = useId();
  const [limitShown, setLimitShown] = useState(false);
  const updatesLeft = updatesLeftOf(bid);
  const money = formatBidMoney(bid.value, bid.currency, i18n.language);
  // A pending bid is changed (switched off while the organisation is suspended); a decided one is not.
  const update = useDecide()('bid:update', bid);

  // The server refuses a fourth update anyway; saying so here spares a request that cannot succeed.
  const spent = updatesLeft === 0;
  const requestUpdate = () => (spent ? setLimitShown(true) : onUpdate(bid));

  return (
    <li data-testid="my-bid" className="grid gap-2 px-5 py-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="text-base font-semibold tabular-nums text-slate-900">{money}</span>
        <BidStatusBadge status={bid.status} />
      </div>
      <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-500">
        <span>
          {t('bid-form:panel.createdAt')}:{' '}
          <span className="tabular-nums">{orMissing(t, formatDate(bid.createdAt))}</span>
        </span>
        {bid.shipmentMode && <ModeIcon mode={bid.shipmentMode} className="size-4" withLabel />}
        {bid.truckCount !== undefined && (
          <span>
            {t('bid-form:form.truckCount')}: {bid.truckCount}
          </span>
        )}
        {bid.transitDays !== undefined && (
          <span>
            {t('bids:modal.transit')}: {formatTransit(t, bid.transitDays)}
          </span>
        )}
      </p>
      {bid.breakdown.length > 0 && (
        <BidBreakdown lines={bid.breakdown} value={bid.value} currency={bid.currency} />
      )}
      {bid.notes && <p className="break-words text-sm text-slate-700">{bid.notes}</p>}
      {update !== 'denied' && (
        <div className="flex flex-wrap items-center justify-between gap-2">
          <span className="text-sm text-slate-600">
            {t('bid-form:panel.updatesLeft', { left: orMissing(t, updatesLeft), max: MAX_BID_UPDATES })}
          </span>
          {editable && (
            <SuspendableButton
              variant="outline"
              onClick={requestUpdate}
              // Spent, it looks switched off, yet stays in the tab order: pressed, it says why.
              aria-disabled={spent || undefined}
              className="aria-disabled:cursor-not-allowed aria-disabled:border-slate-300 aria-disabled:bg-slate-100 aria-disabled:text-slate-500"
              aria-describedby={limitShown ? limitId : undefined}
            >
              {t('bid-form:panel.update')}
              <span className="sr-only">: {money}</span>
            </SuspendableButton>
          )}
        </div>
      )}
      {limitShown && (
        <p
          id={limitId}
          role="alert"
          className="rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900"
        >
          {t('bid-form:panel.maxUpdates', { count: MAX_BID_UPDATES })}
        </p>
      )}
    </li>
  );
}
