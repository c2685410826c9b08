import { X } from 'lucide-react';
import { useCallback, useId, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterBar } from '@/components/list-card';
import { Button } from '@/components/button';
import { DateRangeFilter } from '@/components/date-range-filter';
import { SearchInput } from '@/components/search-input';
import { Select, optionsLoadState, type SelectOption } from '@/components/select';
import { TextInput } from '@/components/text-input';
import { fitsInput, type InputRule } from '@/lib/fits-input';
import { digitsInput } from '@/lib/input-rules';
import { BID_STATUSES, type BidStatus } from '@/config/enums';
import { hasAdminFilters, type AdminBidsQuery } from '../../bids-url-state';
import type { SetUrlState } from '@/lib/use-url-state';
import { useOrganizationOptions } from '@/lib/organizations/get-organizations';
import { useUrlText } from '@/lib/use-url-text';
import { bidStatusLabel } from '../bid-format';

type Props = {
  query: AdminBidsQuery;
  onChange: SetUrlState<AdminBidsQuery>;
  onClear: () => void;
  actions?: ReactNode;
};

const INQUIRY_ID: InputRule = { ...digitsInput(9), pattern: /^[1-9]\d{0,8}$/ };

export function AdminBidFilters({ query, onChange, onClear, actions }: Props) {
  const { t } = useTranslation(['bid-list', 'bids', 'status', 'nav']);
  const id = useId();
  const organizations = useOrganizationOptions();

  const commitSearch = useCallback(
    (search: string) => onChange({ search, page: 1 }, { replace: true }),
    [onChange],
  );
  const commitInquiry = useCallback(
    (inquiry: string) => {
      // A pasted text that is no id stays in the box with its message; the list keeps its filter.
      if (!fitsInput(INQUIRY_ID, inquiry)) return;
      onChange({ inquiry: inquiry ? Number(inquiry) : undefined, page: 1 }, { replace: true });
    },
    [onChange],
  );
  const [search, setSearch] = useUrlText(query.search, commitSearch);
  const [inquiry, setInquiry] = useUrlText(query.inquiry ? String(query.inquiry) : '', commitInquiry);

  const statusOptions = useMemo<SelectOption<BidStatus | ''>[]>(
    () => [
      { value: '', label: t('bid-list:filters.allStatuses') },
      ...BID_STATUSES.map((status) => ({ value: status, label: bidStatusLabel(t, status) })),
    ],
    [t],
  );
  const organizationOptions = useMemo<SelectOption<number>[]>(
    () =>
      (organizations.data ?? []).map((o) => ({
        value: o.id,
        label: o.type
          ? t('bid-list:filters.organizationOption', { name: o.name, role: t(`nav:roles.${o.type}`) })
          : o.name,
      })),
    [organizations.data, t],
  );

  const clear = () => {
    setSearch('');
    setInquiry('');
    onClear();
  };

  return (
    <FilterBar label={t('bid-list:filters.label')} layout="grid gap-4">
      <div className="flex flex-col gap-3 md:flex-row md:items-center">
        <DateRangeFilter
          value={query.range}
          onChange={(range) => onChange({ range, page: 1 })}
          className="md:w-48"
        />
        <SearchInput
          label={t('bid-list:search.label')}
          placeholder={t('bid-list:search.placeholder')}
          value={search}
          onChange={setSearch}
          className="md:flex-1"
        />
        {(hasAdminFilters(query) || search !== '' || inquiry !== '') && (
          <Button variant="transparent" onClick={clear} icon={X}>
            {t('bid-list:filters.clear')}
          </Button>
        )}
        {actions}
      </div>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <Select
          inputId={`${id}-status`}
          label={t('bid-list:filters.status')}
          options={statusOptions}
          value={query.status}
          onChange={(status) => onChange({ status: status ?? '', page: 1 })}
        />
        <Select
          inputId={`${id}-organization`}
          label={t('bid-list:filters.organization')}
          options={organizationOptions}
          value={query.organization ?? null}
          onChange={(organization) => onChange({ organization: organization ?? undefined, page: 1 })}
          placeholder={t('bid-list:filters.allOrganizations')}
          {...optionsLoadState(organizations, t('bid-list:filters.loadFailed'))}
          isClearable
        />
        <TextInput
          label={t('bid-list:filters.inquiry')}
          placeholder={t('bid-list:filters.inquiryPlaceholder')}
          helperText={t('bid-list:filters.inquiryHint')}
          inputMode="numeric"
          restrict={INQUIRY_ID}
          value={inquiry}
          onChange={(event) => setInquiry(event.target.value)}
        />
      </div>
    </FilterBar>
  );
}
