import type { TFunction } from 'i18next';
import type { BidHistory } from '../../schemas';
import { codeLabel, formatBidMoney, formatBreakdown, formatTransit } from '../bid-format';

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

const asText = (value: HistoryValue) =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : JSON.stringify(value);

const isEmpty = (value: HistoryValue) =>
  value === undefined || value === '' || (Array.isArray(value) && value.length === 0);

export function formatHistoryValue(
  field: HistoryField,
  value: HistoryValue,
  { t, language, currency }: { t: TFunction; language: string; currency: string },
): string {
  if (isEmpty(value)) return t('bids:modal.none');
  // Only a breakdown is a list of objects; any other value is a code, a text or a number.
  if (field === 'breakdown' || (Array.isArray(value) && value.some((v) => typeof v === 'object')))
    return Array.isArray(value) ? formatBreakdown(t, value, currency, language) : asText(value);
  const text = asText(value);
  const codes = Array.isArray(value) ? (value as string[]) : [text];
  switch (field) {
    case 'value':
      return typeof value === 'number' ? formatBidMoney(value, currency, language) : text;
    case 'shipmentMode':
      return codeLabel(t, 'mot', text);
    case 'preferredRegions':
      return codes.map((c) => codeLabel(t, 'region', c)).join(', ');
    case 'insuranceTypes':
      return codes.map((c) => codeLabel(t, 'insurance', c)).join(', ');
    case 'transitDays':
      return typeof value === 'number' ? formatTransit(t, value) : text;
    default:
      return codes.join(', ');
  }
}
