import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/components/class-names';

type Place = { city?: string; countryName?: string };

/** 'Istanbul, Turkey → Baku, Azerbaijan'; a screen reader hears 'from … to …', not 'right arrow'. */
export function LaneRoute({ from, to, className }: { from: Place; to: Place; className?: string }) {
  const { t } = useTranslation('lanes');
  const place = (p: Place) => (
    // A name longer than the line (a city of one long word) breaks rather than pushing the card wider.
    <span className="min-w-0 wrap-anywhere">
      <span className="font-medium text-slate-900">{p.city ?? t('ui:missing')}</span>
      {p.countryName && <span className="text-slate-500">, {p.countryName}</span>}
    </span>
  );
  return (
    <span className={cn('inline-flex flex-wrap items-center gap-x-1.5', className)}>
      <span className="sr-only">{t('lane.from')} </span>
      {place(from)}
      <ArrowRight aria-hidden className="size-4 shrink-0 text-slate-400" />
      <span className="sr-only"> {t('lane.to')} </span>
      {place(to)}
    </span>
  );
}
