import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { buttonClasses } from '@/components/button';
import { paths } from '@/config/paths';
import { formatMoney } from '@/lib/numbers';
import type { InquiryBidsRow } from '../../schemas';
import { MissingValue } from '@/components/missing-value';
import { ModeIcon } from '@/components/mode-icon';

type RowProps = { row: InquiryBidsRow };

function Place({ place }: { place: InquiryBidsRow['pickup'] }) {
  if (!place?.city && !place?.countryName) return <MissingValue />;
  return (
    <span>
      {place.city && <span className="font-medium text-slate-900">{place.city}</span>}
      {place.city && place.countryName && <span className="text-slate-500">, </span>}
      {place.countryName && <span className="text-slate-500">{place.countryName}</span>}
    </span>
  );
}

/** Pick-up over delivery, as on the inquiry list. */
export function Lane({ row }: RowProps) {
  const { t } = useTranslation('inquiries-bids');
  return (
    <span className="flex flex-col gap-0.5">
      <Place place={row.pickup} />
      <span className="flex items-center gap-1.5">
        <ArrowRight aria-hidden className="size-3.5 shrink-0 text-slate-400" />
        <span className="sr-only">{t('routeTo')}</span>
        <Place place={row.delivery} />
      </span>
    </span>
  );
}

export function Mode({ row }: RowProps) {
  return <ModeIcon mode={row.shipmentMode} withLabel />;
}

/** The number of bids and, when some still wait for an answer, how many. */
export function BidCount({ row }: RowProps) {
  const { t } = useTranslation('inquiries-bids');
  if (row.bidCount === undefined) return <MissingValue />;
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <span className="tabular-nums font-medium text-slate-900">{row.bidCount}</span>
      {!!row.pendingCount && row.pendingCount > 0 && (
        <span className="whitespace-nowrap rounded-full bg-amber-50 px-2 py-0.5 text-xs font-medium text-amber-800 ring-1 ring-inset ring-amber-200">
          {t('newBids', { count: row.pendingCount })}
        </span>
      )}
    </span>
  );
}

/** The lowest bid in each currency: prices in different currencies are listed, never ranked. */
export function BestPrices({ row }: RowProps) {
  const { i18n } = useTranslation();
  if (row.bestPrices.length === 0) return <MissingValue />;
  return (
    <ul className="flex flex-col items-end gap-1" data-testid="best-prices">
      {row.bestPrices.map((price) => (
        <li
          key={price.currency}
          className="whitespace-nowrap rounded-full bg-green-50 px-2 py-0.5 text-xs font-medium tabular-nums text-green-800 ring-1 ring-inset ring-green-200"
        >
          {formatMoney(price.value, price.currency, i18n.language)}
        </li>
      ))}
    </ul>
  );
}

/** Opens the inquiry's bids; the code in its name tells one row's link from the next. */
export function ViewBidsLink({ row, fullWidth = false }: RowProps & { fullWidth?: boolean }) {
  const { t } = useTranslation('inquiries-bids');
  return (
    <Link to={paths.bids.allBids(row.id)} className={buttonClasses({ variant: 'outline', fullWidth })}>
      <span>
        {t('viewBids')} {row.inquiryCode && <span className="sr-only">({row.inquiryCode})</span>}
      </span>
    </Link>
  );
}
