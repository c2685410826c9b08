import { ArrowRight, Eye, Route } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { buttonClasses } from '@/components/button';
import { RowActionButton } from '@/components/row-action-button';
import { BID_TABS } from '@/config/enums';
import { isKnown } from '@/lib/lenient';
import { paths } from '@/config/paths';
import type { BidListItem } from '../../schemas';

export type BidAudience = 'carrier' | 'admin';

const SHIPMENT_STATUSES = [...BID_TABS.confirmed, ...BID_TABS.completed] as const;
export const hasShipmentSteps = (bid: Pick<BidListItem, 'status'>) => isKnown(SHIPMENT_STATUSES, bid.status);

/** The carrier opens the inquiry it bid on; the admin opens the inquiry's admin page. */
export const inquiryHref = (audience: BidAudience, inquiryId: number) =>
  audience === 'carrier' ? paths.inquiries.logisticDetails(inquiryId) : paths.inquiries.update(inquiryId);

/** The inquiry's code, opening it; plain text when the row does not say which inquiry it is. */
export function InquiryCodeLink({ bid, audience }: { bid: BidListItem; audience: BidAudience }) {
  const { t } = useTranslation('ui');
  const code = bid.inquiryCode || t('ui:missing');
  if (bid.inquiryId === undefined) return <span className="font-medium text-slate-900">{code}</span>;
  return (
    <Link
      to={inquiryHref(audience, bid.inquiryId)}
      className="rounded font-medium text-brand-600 hover:underline focus-visible:outline-2 focus-visible:outline-brand-500"
    >
      {code}
    </Link>
  );
}

/** Pick-up over delivery: two short lines read faster in a narrow column than one that wraps anywhere. */
export function Lane({ from, to }: { from: string | undefined; to: string | undefined }) {
  const { t } = useTranslation('bid-list');
  const place = (text: string | undefined) =>
    text || <span className="text-slate-500">{t('unknownPlace')}</span>;
  return (
    <span className="flex flex-col gap-0.5">
      <span className="text-slate-900">{place(from)}</span>
      <span className="flex items-center gap-1.5">
        <ArrowRight aria-hidden className="size-3.5 shrink-0 text-slate-400" />
        <span className="sr-only">{t('routeTo')}</span>
        <span className="text-slate-900">{place(to)}</span>
      </span>
    </span>
  );
}

export function BidActions({
  bid,
  audience,
  onDetails,
}: {
  bid: BidListItem;
  audience: BidAudience;
  onDetails: (bid: BidListItem) => void;
}) {
  const { t } = useTranslation('bid-list');
  return (
    <span className="flex flex-wrap items-center justify-end gap-2">
      <RowActionButton icon={Eye} row={bid.inquiryCode} onClick={() => onDetails(bid)}>
        {t('actions.details')}
      </RowActionButton>
      {audience === 'carrier' && hasShipmentSteps(bid) && bid.inquiryId !== undefined && (
        <Link
          to={paths.inquiries.steps(bid.inquiryId)}
          state={{ inquiryId: bid.inquiryId }}
          className={buttonClasses({ variant: 'blue-light' })}
        >
          <Route aria-hidden className="size-4" />
          {t('actions.steps')}
          <span className="sr-only">: {bid.inquiryCode}</span>
        </Link>
      )}
    </span>
  );
}
