export const GROUP_SPACE = ' ';

type Separators = { group: string; decimal: ',' | '.' };

const SEPARATORS: Record<string, Separators> = {
  az: { group: GROUP_SPACE, decimal: ',' },
  ru: { group: GROUP_SPACE, decimal: ',' },
  en: { group: ',', decimal: '.' },
};

const INTL_LOCALES: Record<string, string> = { az: 'az-Latn-AZ', ru: 'ru-RU', en: 'en-GB' };

export const separatorsOf = (language: string) => SEPARATORS[language] ?? SEPARATORS.en!;

const formatters = new Map<string, Intl.NumberFormat>();

export function numberFormatter(language: string, options: Intl.NumberFormatOptions = {}) {
  const locale = INTL_LOCALES[language] ?? INTL_LOCALES.en!;
  const key = `${locale}|${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, options);
    formatters.set(key, formatter);
  }
  return formatter;
}

export const formatterCount = () => formatters.size;

function formatWith(value: number, language: string, options: Intl.NumberFormatOptions) {
  const { group, decimal } = separatorsOf(language);
  return numberFormatter(language, options)
    .formatToParts(value)
    .map((part) => {
      if (part.type === 'group') return group;
      // Stryker disable next-line ConditionalExpression,StringLiteral: equivalent under Node's ICU; kept for browsers whose data differs
      if (part.type === 'decimal') return decimal;
      return part.value;
    })
    .join('');
}

/** A count or measure, grouped, with up to three decimals: '1 850', '12,5'. */
export function formatNumber(value: number, language = 'az'): string {
  return formatWith(value, language, { maximumFractionDigits: 3 });
}

export function formatDecimal(value: number, language = 'az', decimals = 2): string {
  return formatWith(value, language, { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
}

/** A volume in m³, the one rule wherever a load's volume shows: two decimals, as freight is priced by the hundredth. */
export function formatVolume(cubicMetres: number, language = 'az'): string {
  return formatDecimal(cubicMetres, language, 2);
}

export function formatMoney(value: number, currency: string, language = 'az'): string {
  return `${formatDecimal(value, language, 2)} ${currency}`;
}

/** Short figures for chart axes ('1,2 min', '12K'); the exact ones are in the tooltip and table. */
export function formatCompact(value: number, language = 'az'): string {
  return formatWith(value, language, { notation: 'compact', maximumFractionDigits: 1 });
}
