// Numbers as the product shows them. Amounts and counts come from the one number module
// (lib/numbers), re-exported here for the screens that already import them from this file.

import { formatDecimal } from './numbers';

export { formatMoney, formatNumber } from './numbers';

const MB = 1024 * 1024;

/**
 * 1 MB and above in MB, otherwise KB, two decimals, in the language's number format: '10,00 MB' in
 * az and ru, '10.00 MB' in English.
 */
export function formatFileSize(bytes: number, language: string): string {
  if (!Number.isFinite(bytes) || bytes < 0) return `${formatDecimal(0, language)} KB`;
  return bytes >= MB
    ? `${formatDecimal(bytes / MB, language)} MB`
    : `${formatDecimal(bytes / 1024, language)} KB`;
}
