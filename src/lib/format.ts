// Numbers as the product shows them. Amounts and counts come from the one number module
// (lib/numbers), re-exported here for the screens that already import them from this file.

export { formatMoney, formatNumber } from './numbers';

const MB = 1024 * 1024;

/** 1 MB and above in MB, otherwise KB, two decimals (spec §9). */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '0.00 KB';
  return bytes >= MB ? `${(bytes / MB).toFixed(2)} MB` : `${(bytes / 1024).toFixed(2)} KB`;
}
