// Numbers as the product shows them.

const MB = 1024 * 1024;

/** 1 MB and above in MB, otherwise KB, two decimals (spec §9). */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '0.00 KB';
  return bytes >= MB ? `${(bytes / MB).toFixed(2)} MB` : `${(bytes / 1024).toFixed(2)} KB`;
}

const localeOf = (language: string) => ({ az: 'az-Latn-AZ', ru: 'ru-RU', en: 'en-GB' })[language] ?? 'en-GB';

/** A price with its currency code, grouped for the reader's language: '1 250.00 AZN'. */
export function formatMoney(value: number, currency: string, language = 'az'): string {
  const amount = new Intl.NumberFormat(localeOf(language), {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(value);
  return `${amount} ${currency}`;
}

export function formatNumber(value: number, language = 'az'): string {
  return new Intl.NumberFormat(localeOf(language)).format(value);
}
