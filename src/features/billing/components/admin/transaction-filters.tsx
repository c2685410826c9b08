import { X } from 'lucide-react';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterBar } from '@/components/list-card';
import { Button } from '@/components/button';
import { DateRangeFilter } from '@/components/date-range-filter';
import { Select, optionsLoadState, type SelectOption } from '@/components/select';
import { TRANSACTION_TABS, type TransactionTab } from '@/config/billing';
import { useBalances } from '../../api/get-balances';
import type { SetUrlState } from '@/lib/use-url-state';
import { hasAllBillingFilters, type AllBillingUrlQuery } from '../../all-billing-url-state';

type Props = { query: AllBillingUrlQuery; onChange: SetUrlState<AllBillingUrlQuery>; onClear: () => void };

export function TransactionFilters({ query, onChange, onClear }: Props) {
  const { t } = useTranslation(['all-billing', 'status']);
  const id = useId();
  const balances = useBalances();

  const organizationOptions = useMemo<SelectOption<number>[]>(
    () =>
      (balances.data?.content ?? [])
        .map((b) => ({ value: b.organizationId, label: b.organizationName ?? `#${b.organizationId}` }))
        .sort((a, b) => a.label.localeCompare(b.label)),
    [balances.data],
  );
  const statusOptions = useMemo<SelectOption<TransactionTab>[]>(
    () =>
      TRANSACTION_TABS.map((status) => ({
        value: status,
        label: status === 'all' ? t('all-billing:filters.allStatuses') : t(`status:payment.${status}`),
      })),
    [t],
  );

  return (
    <FilterBar
      label={t('all-billing:filters.label')}
      layout="grid gap-3 sm:grid-cols-2 lg:grid-cols-[minmax(0,1fr)_14rem_12rem_auto] lg:items-end"
    >
      <Select
        inputId={`${id}-organization`}
        label={t('all-billing:filters.organization')}
        options={organizationOptions}
        value={query.organization ?? null}
        onChange={(organization) => onChange({ organization: organization ?? undefined, page: 1 })}
        placeholder={t('all-billing:filters.allOrganizations')}
        {...optionsLoadState(balances, t('all-billing:filters.organizationsFailed'))}
        isClearable
      />
      <Select
        inputId={`${id}-status`}
        label={t('all-billing:filters.status')}
        options={statusOptions}
        value={query.status}
        onChange={(status) => onChange({ status: status ?? 'all', page: 1 })}
      />
      <div className="flex flex-col gap-1.5">
        <span aria-hidden className="text-sm font-medium text-slate-700">
          {t('all-billing:filters.period')}
        </span>
        <DateRangeFilter value={query.range} onChange={(range) => onChange({ range, page: 1 })} />
      </div>
      {hasAllBillingFilters(query) && (
        <Button variant="transparent" onClick={onClear} icon={X}>
          {t('all-billing:filters.clear')}
        </Button>
      )}
    </FilterBar>
  );
}
