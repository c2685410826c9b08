// Numbers as people read them: the display half of the one number module (lib/numbers.ts, which
// re-exports it), in a file of its own so a page that only shows a figure (the sign-in page's field
// messages) loads without the parsing half. Azerbaijani and Russian write
// '1 850,50' (a space between thousands, a comma before decimals); English writes '1,850.50'.
// Intl's own Azerbaijani data groups with a point ('1.850,50'), which a reader can take for 1.85, and
// its Russian data with a no-break space, so the separators are set here rather than left to the
// browser's locale data: the same figure reads the same in every browser.

/**
 * The thousands separator of az and ru: a plain space, the same in both languages, so what is shown
 * matches what people type and paste, and text matching (screen readers' find, tests) sees one kind
 * of space. A list cell that must not wrap inside a figure says so with its own styling.
 */
export const GROUP_SPACE = ' ';

type Separators = { group: string; decimal: ',' | '.' };

const SEPARATORS: Record<string, Separators> = {
  az: { group: GROUP_SPACE, decimal: ',' },
  ru: { group: GROUP_SPACE, decimal: ',' },
  en: { group: ',', decimal: '.' },
};

const INTL_LOCALES: Record<string, string> = { az: 'az-Latn-AZ', ru: 'ru-RU', en: 'en-GB' };

/** The language's group and decimal marks (English's for any other). */
export const separatorsOf = (language: string) => SEPARATORS[language] ?? SEPARATORS.en!;

// ——— Display ———

// Building an Intl.NumberFormat is costly (it loads locale data); a long list formats thousands of
// figures per render, so each language + options pair is built once.
const formatters = new Map<string, Intl.NumberFormat>();

/** The Intl formatter for a language and options, made on first use and reused after. */
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

/** How many formatters exist; tests check that formatting reuses them. */
export const formatterCount = () => formatters.size;

/** A number in the language's separators, whatever the browser's locale data says. */
function formatWith(value: number, language: string, options: Intl.NumberFormatOptions) {
  const { group, decimal } = separatorsOf(language);
  return numberFormatter(language, options)
    .formatToParts(value)
    .map((part) => {
      if (part.type === 'group') return group;
      // Stryker disable next-line ConditionalExpression,StringLiteral: equivalent under Node's ICU data,
      // whose decimal mark for az, ru and en is already ours; kept for browsers whose data differs.
      if (part.type === 'decimal') return decimal;
      return part.value;
    })
    .join('');
}

/** A count or measure, grouped, with up to three decimals: '1 850', '12,5'. */
export function formatNumber(value: number, language = 'az'): string {
  return formatWith(value, language, { maximumFractionDigits: 3 });
}

/** A number with a fixed number of decimals: '1 850,50' for two. */
export function formatDecimal(value: number, language = 'az', decimals = 2): string {
  return formatWith(value, language, { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
}

/** A volume in m³, the one rule wherever a load's volume shows: two decimals, as freight is priced by the hundredth. */
export function formatVolume(cubicMetres: number, language = 'az'): string {
  return formatDecimal(cubicMetres, language, 2);
}

/** An amount of money, two decimals, then its currency code: '1 850,50 USD'. */
export function formatMoney(value: number, currency: string, language = 'az'): string {
  return `${formatDecimal(value, language, 2)} ${currency}`;
}

/** Short figures for chart axes ('1,2 min', '12K'); the exact ones are in the tooltip and table. */
export function formatCompact(value: number, language = 'az'): string {
  return formatWith(value, language, { notation: 'compact', maximumFractionDigits: 1 });
}
