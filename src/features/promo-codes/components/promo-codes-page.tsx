import { FilterX, Plus, TicketPercent } from 'lucide-react';
import { useCallback, useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { DroppedRowsNote } from '@/components/dropped-rows-note';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { ListStateNote } from '@/components/list-state-note';
import { Pagination } from '@/components/pagination';
import { SearchInput } from '@/components/search-input';
import { Select } from '@/components/select';
import { listState, nothingFound } from '@/lib/list-state';
import { useReopenUnsentForm } from '@/lib/unsent-form';
import { useIsPhone } from '@/lib/use-is-phone';
import { usePromoCodes } from '../api/promo-codes';
import type { PromoCode, PromoCodeQuery } from '../schemas';
import { ExpirePromoCodeDialog } from './expire-promo-code-dialog';
import { usePromoColumns } from './promo-code-columns';
import { PromoCodeDialog, promoCodeUnsentId, type PromoCodeDialogTarget } from './promo-code-dialog';
import { PROMO_STATES } from './promo-code-list-query';
import { PromoCodeCards, PromoCodeTable } from './promo-code-rows';
import { useUrlText } from '@/lib/use-url-text';

/** Asked for together by the heading, so no part suspends the page later for its own. */
const SCREEN_NAMESPACES = ['promo-codes', 'common', 'ui'] as const;

type Props = { query: PromoCodeQuery; onChange: (patch: Partial<PromoCodeQuery>, replace?: boolean) => void };

/** The admin's /promo-codes: every code with its state and uses; create, edit and expire. */
export function PromoCodesPage({ query, onChange }: Props) {
  const { t } = useTranslation(SCREEN_NAMESPACES);
  const id = useId();
  const isPhone = useIsPhone();
  const promoCodes = usePromoCodes(query);
  const [dialog, setDialog] = useState<PromoCodeDialogTarget | null>(null);
  const [expiring, setExpiring] = useState<PromoCode | null>(null);
  const onEdit = useCallback((promo: PromoCode) => setDialog({ mode: 'edit', promo }), []);
  const columns = usePromoColumns({ onEdit, onExpire: setExpiring });

  const commitSearch = useCallback((search: string) => onChange({ search, page: 1 }, true), [onChange]);
  const [search, setSearch] = useUrlText(query.search, commitSearch);

  const state = listState(promoCodes, nothingFound);
  const { shown, current, busy } = state;
  // Back after an expired session with a code half-saved: its dialog opens again, with what was typed.
  const reopenable = useMemo<PromoCodeDialogTarget[] | null>(
    () =>
      current
        ? [{ mode: 'create' }, ...current.content.map((promo) => ({ mode: 'edit' as const, promo }))]
        : null,
    [current],
  );
  useReopenUnsentForm(reopenable, promoCodeUnsentId, setDialog);
  const filtered = query.search.trim() !== '' || query.state !== '';
  const pageCount = current ? current.totalPages : 0;

  // A link to a page past the end (codes were expired or filtered since) lands on the last page.
  const pastTheEnd = !!current && current.content.length === 0 && pageCount > 0;
  useEffect(() => {
    if (pastTheEnd && query.page > pageCount) onChange({ page: pageCount }, true);
  }, [pastTheEnd, pageCount, query.page, onChange]);

  const clear = () => {
    setSearch('');
    onChange({ search: '', state: '', page: 1 });
  };

  let list: ReactNode;
  if (state.failed) {
    list = <ErrorState error={promoCodes.error} onRetry={() => void promoCodes.refetch()} />;
  } else if (state.empty) {
    list = filtered ? (
      <EmptyState
        icon={<FilterX className="size-6" />}
        title={t('common:empty.noResultFound')}
        description={t('promo-codes:list.emptyFiltered')}
        action={
          <Button variant="outline" onClick={clear}>
            {t('promo-codes:list.clear')}
          </Button>
        }
      />
    ) : (
      <EmptyState
        icon={<TicketPercent className="size-6" />}
        title={t('promo-codes:list.emptyTitle')}
        description={t('promo-codes:list.empty')}
      />
    );
  } else {
    const caption = t('promo-codes:list.caption');
    const Rows = isPhone ? PromoCodeCards : PromoCodeTable;
    list = (
      <>
        <div className="p-3 md:p-0">
          <Rows columns={columns} rows={shown?.content} busy={busy} caption={caption} />
        </div>
        {shown && (
          <div className="border-t border-slate-200 px-4">
            <DroppedRowsNote count={shown.dropped} />
            {/* The page the server answered (zero-based, Spring's `number` too), not the one asked for. */}
            <Pagination
              page={shown.page + 1}
              pageSize={shown.size}
              total={shown.totalElements}
              onPageChange={(page) => onChange({ page })}
            />
          </div>
        )}
      </>
    );
  }

  return (
    <div className="flex min-w-0 flex-col gap-6">
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold text-slate-900">{t('promo-codes:title')}</h1>
          <p className="mt-1 text-sm text-slate-600">{t('promo-codes:subtitle')}</p>
        </div>
        <Button
          variant="primary"
          leftIcon={<Plus aria-hidden className="size-4" />}
          onClick={() => setDialog({ mode: 'create' })}
        >
          {t('promo-codes:create.open')}
        </Button>
      </header>
      <section
        aria-label={t('promo-codes:list.caption')}
        className="rounded-card border border-slate-200 bg-white shadow-card"
      >
        <div
          role="group"
          aria-label={t('promo-codes:list.filters')}
          className="flex flex-col gap-3 border-b border-slate-200 p-4 sm:flex-row sm:items-end"
        >
          <SearchInput
            label={t('promo-codes:list.search')}
            placeholder={t('promo-codes:list.searchPlaceholder')}
            value={search}
            onChange={setSearch}
            className="sm:w-80"
          />
          <Select<PromoCodeQuery['state']>
            inputId={`${id}-state`}
            label={t('promo-codes:columns.state')}
            className="w-full sm:w-56"
            options={[
              { value: '', label: t('promo-codes:list.allStates') },
              ...PROMO_STATES.map((s) => ({ value: s, label: t(`promo-codes:state.${s}`) })),
            ]}
            value={query.state}
            onChange={(state) => onChange({ state: state ?? '', page: 1 })}
          />
        </div>
        {/* Rows that stand in for the next answer are never counted as it. */}
        <p role="status" className="sr-only">
          {state.failed
            ? ''
            : busy || !current
              ? t('promo-codes:list.loading')
              : t('promo-codes:list.resultCount', { count: current.totalElements })}
        </p>
        <ListStateNote state={state} query={promoCodes} className="px-4 pt-4" />
        {list}
      </section>
      <PromoCodeDialog target={dialog} onClose={() => setDialog(null)} />
      <ExpirePromoCodeDialog promo={expiring} onClose={() => setExpiring(null)} />
    </div>
  );
}
