import type { FlagProps } from 'react-phone-number-input';

// Flags as pictures, because Chromium on Linux has no flag emoji font (a Unicode flag shows as two
// letter boxes there). Each flag is one SVG file among the app's own assets: never inlined into the
// script and never fetched from the library's default host, so the phone input's chunk carries only
// this table of file names and the browser asks for the one flag on screen.
const FLAG_FOLDER = '/node_modules/country-flag-icons/3x2/';
const FLAG_FILES = import.meta.glob<string>('/node_modules/country-flag-icons/3x2/*.svg', {
  eager: true,
  query: '?url&no-inline',
  import: 'default',
});

/** The app's URL of a country's flag, or undefined for a code without one. */
export const flagUrl = (country: string): string | undefined => FLAG_FILES[`${FLAG_FOLDER}${country}.svg`];

/**
 * The phone input's flag. It sits under the country picker, which carries the country's name for
 * assistive technology (the library hides the flag from it), so the picture itself has an empty alt.
 */
export function PhoneFlag({ country, className }: FlagProps & { className?: string }) {
  const src = flagUrl(country);
  if (!src) return <span className="text-[10px] font-semibold text-slate-600">{country}</span>;
  return <img src={src} alt="" className={className} width={24} height={16} decoding="async" />;
}
