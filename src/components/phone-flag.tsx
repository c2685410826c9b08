import type { FlagProps } from 'react-phone-number-input';

const FLAG_FOLDER = '/node_modules/country-flag-icons/3x2/';
const FLAG_FILES = import.meta.glob<string>('/node_modules/country-flag-icons/3x2/*.svg', {
  eager: true,
  query: '?url&no-inline',
  import: 'default',
});

export const flagUrl = (country: string): string | undefined => FLAG_FILES[`${FLAG_FOLDER}${country}.svg`];

export function PhoneFlag({ country, className }: FlagProps & { className?: string }) {
  const src = flagUrl(country);
  if (!src) return <span className="text-[10px] font-semibold text-slate-600">{country}</span>;
  return <img src={src} alt="" className={className} width={24} height={16} decoding="async" />;
}
