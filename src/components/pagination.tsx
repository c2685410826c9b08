import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useIsPhone } from '@/lib/use-is-phone';
import { cn } from './class-names';

type PaginationProps = {
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
};

export type PageItem = number | 'gap-start' | 'gap-end';

/**
 * First, last and the current page with `neighbours` pages each side, gaps between them; near an end,
 * the pages up to it. At most 5 + 2 × neighbours items, and a gap never hides a single page.
 */
export function getPageItems(page: number, pageCount: number, neighbours = 1): PageItem[] {
  const most = 5 + 2 * neighbours;
  if (pageCount <= most) return Array.from({ length: pageCount }, (_, i) => i + 1);
  const shown = new Set([1, pageCount]);
  for (let p = page - neighbours; p <= page + neighbours; p += 1) shown.add(p);
  const run = 2 + 2 * neighbours;
  if (page <= 3 + neighbours) for (let p = 2; p <= 1 + run; p += 1) shown.add(p);
  if (page >= pageCount - 2 - neighbours) for (let p = pageCount - run; p < pageCount; p += 1) shown.add(p);
  const pages = [...shown].filter((p) => p >= 1 && p <= pageCount).sort((a, b) => a - b);
  const items: PageItem[] = [];
  pages.forEach((p, index) => {
    const previous = pages[index - 1];
    if (previous !== undefined && p - previous > 1) items.push(p <= page ? 'gap-start' : 'gap-end');
    items.push(p);
  });
  return items;
}

const pageButton =
  'inline-flex h-9 min-w-9 items-center justify-center rounded-lg px-2 text-sm font-medium transition-colors ' +
  'focus-visible:outline-2 focus-visible:outline-brand-500 disabled:cursor-not-allowed disabled:opacity-40';

export function Pagination({ page, pageSize, total, onPageChange }: PaginationProps) {
  const { t } = useTranslation();
  // Nine buttons of 36px do not fit a phone's 360px beside the card's padding: no neighbours there.
  const neighbours = useIsPhone() ? 0 : 1;
  if (total <= 0 || pageSize <= 0) return null;
  const pageCount = Math.ceil(total / pageSize);
  const from = Math.min((page - 1) * pageSize + 1, total);
  const to = Math.min(page * pageSize, total);
  const step = (label: string, target: number, disabled: boolean, Icon: typeof ChevronLeft) => (
    <li>
      <button
        type="button"
        aria-label={label}
        disabled={disabled}
        onClick={() => onPageChange(target)}
        className={cn(pageButton, 'text-slate-700 hover:bg-slate-100')}
      >
        <Icon aria-hidden className="size-4" />
      </button>
    </li>
  );

  return (
    <nav
      aria-label={t('ui:pagination.label')}
      className="flex flex-col items-center justify-between gap-3 py-3 sm:flex-row"
    >
      <p className="text-sm text-slate-600">{t('ui:pagination.summary', { from, to, total })}</p>
      {pageCount > 1 && (
        <ul className="flex flex-wrap items-center gap-1">
          {step(t('ui:pagination.previous'), page - 1, page <= 1, ChevronLeft)}
          {getPageItems(page, pageCount, neighbours).map((item) =>
            typeof item === 'number' ? (
              <li key={item}>
                <button
                  type="button"
                  aria-label={t('ui:pagination.page', { page: item })}
                  aria-current={item === page ? 'page' : undefined}
                  onClick={() => onPageChange(item)}
                  className={cn(
                    pageButton,
                    item === page ? 'bg-brand-500 text-white' : 'text-slate-700 hover:bg-slate-100',
                  )}
                >
                  {item}
                </button>
              </li>
            ) : (
              <li key={item} aria-hidden className="px-1 text-sm text-slate-400" data-slot="pagination-gap">
                …
              </li>
            ),
          )}
          {step(t('ui:pagination.next'), page + 1, page >= pageCount, ChevronRight)}
        </ul>
      )}
    </nav>
  );
}
