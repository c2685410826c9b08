import { Plus, TicketPercent } from 'lucide-react';
import { useCallback, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListCard } from '@/components/list-card';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/button';
import { DataList } from '@/components/data-list';
import { listWords } from '@/components/list-words';
import { UrlSearchInput } from '@/components/url-search-input';
import { useListSearch } from '@/components/use-list-search';
import { Select } from '@/components/select';
import { listState, nothingFound } from '@/lib/list-state';
import { useReopenUnsentForm } from '@/lib/unsent-form';
import { usePromoCodes } from '../api/get-promo-codes';
import { PROMO_STATES, type PromoCode, type PromoCodeQuery } from '../schemas';
import { ExpirePromoCodeDialog } from './expire-promo-code-dialog';
import { usePromoColumns } from './promo-code-columns';
import { PromoCodeDialog, promoCodeUnsentId, type PromoCodeDialogTarget } from './promo-code-dialog';
import type { SetUrlState } from '@/lib/use-url-state';
import { usePageChange } from '@/lib/use-page-change';

const SCREEN_NAMESPACES = ['promo-codes', 'common', 'ui'] as const;

type Props = { query: PromoCodeQuery; onChange: SetUrlState<PromoCodeQuery> };

export function PromoCodesPage({ query, onChange }: Props) {
  const { t } = useTranslation(SCREEN_NAMESPACES);
  const id = useId();
  const promoCodes = usePromoCodes(query);
  const [dialog, setDialog] = useState<PromoCodeDialogTarget | null>(null);
  const [expiring, setExpiring] = useState<PromoCode | null>(null);
  const onEdit = useCallback((promo: PromoCode) => setDialog({ mode: 'edit', promo }), []);
  const columns = usePromoColumns({ onEdit, onExpire: setExpiring });

  const search = useListSearch(query, onChange);

  const { current } = listState(promoCodes, nothingFound);
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
  const onPageChange = usePageChange(onChange);

  const clear = () => search.clear({ state: '' });

  return (
    <div className="flex min-w-0 flex-col gap-6">
      <PageHeader
        title={t('promo-codes:title')}
        subtitle={t('promo-codes:subtitle')}
        actions={
          <Button variant="primary" icon={Plus} onClick={() => setDialog({ mode: 'create' })}>
            {t('promo-codes:create.open')}
          </Button>
        }
      />
      <ListCard
        title={t('promo-codes:list.caption')}
        hideTitle
        filtersLabel={t('promo-codes:list.filters')}
        filters={
          <>
            <UrlSearchInput
              label={t('promo-codes:list.search')}
              placeholder={t('promo-codes:list.searchPlaceholder')}
              {...search.box}
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
          </>
        }
      >
        <DataList
          query={promoCodes}
          columns={columns}
          rowKey={(promo) => promo.id}
          caption={t('promo-codes:list.caption')}
          testId="promo-codes-table"
          rowAttributes={() => ({ 'data-testid': 'promo-row' })}
          {...listWords(t, 'promo-codes:list', <TicketPercent className="size-6" />)}
          page={query.page}
          onPageChange={onPageChange}
          filtered={
            filtered && {
              description: t('promo-codes:list.emptyFiltered'),
              clearLabel: t('promo-codes:list.clear'),
              onClear: clear,
            }
          }
        />
      </ListCard>
      <PromoCodeDialog target={dialog} onClose={() => setDialog(null)} />
      <ExpirePromoCodeDialog promo={expiring} onClose={() => setExpiring(null)} />
    </div>
  );
}
