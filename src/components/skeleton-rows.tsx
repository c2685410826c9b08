import { useTranslation } from 'react-i18next';
import { CARD_CLASSES } from './card-look';
import { cn } from './class-names';

export function SkeletonBlock({ className }: { className?: string }) {
  return <div aria-hidden className={cn('animate-pulse rounded-md bg-slate-200', className)} />;
}

type SkeletonRowsProps = { rows?: number; columns: number };

/** Placeholder rows for a <tbody>; hidden from screen readers, which hear the list's busy state instead. */
export function SkeletonRows({ rows = 5, columns }: SkeletonRowsProps) {
  return (
    <>
      {Array.from({ length: rows }, (_, row) => (
        <tr key={row} aria-hidden data-slot="skeleton-row">
          {Array.from({ length: columns }, (__, column) => (
            <td key={column} className="px-4 py-3">
              <SkeletonBlock className="h-4 w-full" />
            </td>
          ))}
        </tr>
      ))}
    </>
  );
}

export function SkeletonFields({ fields }: { fields: number }) {
  return Array.from({ length: fields }, (_, i) => (
    <div key={i} aria-hidden className="grid gap-2">
      <SkeletonBlock className="h-4 w-32" />
      <SkeletonBlock className="h-10 w-full" />
    </div>
  ));
}

type SkeletonCardsProps = {
  cards: number;
  bars: readonly string[];
};

export function SkeletonCards({ cards, bars }: SkeletonCardsProps) {
  const { t } = useTranslation('common');
  return (
    <div role="status" aria-busy="true" className="grid gap-6">
      <span className="sr-only">{t('common:loading')}</span>
      {Array.from({ length: cards }, (_, card) => (
        <div key={card} aria-hidden className={cn(CARD_CLASSES, 'grid gap-3 p-5')}>
          <SkeletonBlock className="h-5 w-48" />
          {bars.map((bar, index) => (
            <SkeletonBlock key={index} className={bar} />
          ))}
        </div>
      ))}
    </div>
  );
}
