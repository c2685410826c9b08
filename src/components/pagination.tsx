import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from './class-names';

type PaginationProps = {
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
};

export type PageItem = number | 'gap-start' | 'gap-end';

/** First, last and the neighbours of the current page, with gaps between them. */
export function getPageItems(page: number, pageCount: number): PageItem[] {
  if (pageCount <= 7) return Array.from({ length: pageCount }, (_, i) => i + 1);
  const shown = new Set([1, pageCount, page - 1, page, page + 1]);
  if (page <= 4) [2, 3, 4, 5].forEach((p) => shown.add(p));
  if (page >= pageCount - 3) [1, 2, 3, 4].forEach((d) => shown.add(pageCount - d));
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
  if (total <= 0 || pageSize <= 0) return null;
  const pageCount = Math.ceil(total / pageSize);
  const from = Math.min((page - 1) * pageSize + 1, total);
  const to = Math.min(page * pageSize, total);

  return (
    <nav
      aria-label={t('ui:pagination.label')}
      className="flex flex-col items-center justify-between gap-3 py-3 sm:flex-row"
    >
      <p className="text-sm text-slate-600">{t('ui:pagination.summary', { from, to, total })}</p>
      {pageCount > 1 && (
        <ul className="flex flex-wrap items-center gap-1">
          <li>
            <button
              type="button"
              aria-label={t('ui:pagination.previous')}
              disabled={page <= 1}
              onClick={() => onPageChange(page - 1)}
              className={cn(pageButton, 'text-slate-700 hover:bg-slate-100')}
            >
              <ChevronLeft aria-hidden className="size-4" />
            </button>
          </li>
          {getPageItems(page, pageCount).map((item) =>
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
          <li>
            <button
              type="button"
              aria-label={t('ui:pagination.next')}
              disabled={page >= pageCount}
              onClick={() => onPageChange(page + 1)}
              className={cn(pageButton, 'text-slate-700 hover:bg-slate-100')}
            >
              <ChevronRight aria-hidden className="size-4" />
            </button>
          </li>
        </ul>
      )}
    </nav>
  );
}
