import type { TFunction } from 'i18next';
import type { BidHistory } from '../../schemas';
import { codeLabel, formatBidMoney } from '../bid-format';

// How a bid's terms read in its history: prices with the currency they were in at the time, enum
// codes translated, and 'None' for what was left empty.

type HistoryValue = BidHistory[number]['changes'][number]['from'];
type HistoryField = BidHistory[number]['changes'][number]['field'];

/** The currency before and after each entry, worked back from the bid's currency today. */
export function currenciesOverTime(history: BidHistory, current: string) {
  const spans: Array<{ before: string; after: string }> = [];
  let after = current;
  for (let i = history.length - 1; i >= 0; i -= 1) {
    const change = history[i]?.changes.find((c) => c.field === 'currency');
    const before = change && typeof change.from === 'string' ? change.from : after;
    spans[i] = { before, after };
    after = before;
  }
  return spans;
}

const isEmpty = (value: HistoryValue) =>
  value === undefined || value === '' || (Array.isArray(value) && value.length === 0);

export function formatHistoryValue(
  field: HistoryField,
  value: HistoryValue,
  { t, language, currency }: { t: TFunction; language: string; currency: string },
): string {
  if (isEmpty(value)) return t('bids:modal.none');
  const codes = Array.isArray(value) ? value : [String(value)];
  switch (field) {
    case 'value':
      return typeof value === 'number' ? formatBidMoney(value, currency, language) : String(value);
    case 'shipmentMode':
      return codeLabel(t, 'mot', String(value));
    case 'preferredRegions':
      return codes.map((c) => codeLabel(t, 'region', c)).join(', ');
    case 'insuranceTypes':
      return codes.map((c) => codeLabel(t, 'insurance', c)).join(', ');
    default:
      return codes.join(', ');
  }
}
