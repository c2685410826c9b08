import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Select, optionsLoadState, type SelectOption } from '@/components/select';
import { COMMODITY_TYPES, STATUSES, TRANSPORT_MODES } from '@/config/enums';
import { useOrganizationOptions } from '@/lib/organizations/get-organizations';
import { toCountryOptions, useCountries } from '@/lib/reference-data/get-countries';
import { codeOptions } from '@/lib/display';
import type { InquiryListScope } from '../../api/get-inquiries';
import { INQUIRY_SORTS, type InquiryListQuery } from '../../inquiry-list-url-state';

export type InquiryFilterPanelProps = {
  id: string;
  scope: InquiryListScope;
  query: InquiryListQuery;
  /** Sets one filter; the caller resets the page. */
  onFilterChange: (changes: Partial<InquiryListQuery>) => void;
};

type OptionalFilter = 'mode' | 'status' | 'commodity' | 'pickupCountry' | 'deliveryCountry' | 'organization';

// 'cancelled' is only another spelling of 'canceled'; a carrier never sees drafts.
const statusesFor = (scope: InquiryListScope) =>
  STATUSES.filter((s) => s !== 'cancelled' && (scope !== 'open' || s !== 'draft'));

/** The selects of the 'view all filters' panel (inquiry-filter-panel.tsx fetches them when it opens). */
export function InquiryFilterFields({ id, scope, query, onFilterChange }: InquiryFilterPanelProps) {
  const { t } = useTranslation(['inquiry-list', 'inquiries', 'enums', 'status']);
  const countries = useCountries();
  const organizations = useOrganizationOptions({ type: 'IMPORTER', enabled: scope === 'all' });

  const options = useMemo(() => {
    const countryOptions: SelectOption<number>[] = toCountryOptions(countries.data);
    return {
      modes: codeOptions(t, 'enums:mot', TRANSPORT_MODES),
      statuses: statusesFor(scope).map((status) => ({ value: status, label: t(`status:${status}`) })),
      commodities: codeOptions(t, 'enums:commodity', COMMODITY_TYPES),
      sorts: INQUIRY_SORTS.map((sort) => ({ value: sort, label: t(`inquiry-list:sort.${sort}`) })),
      countries: countryOptions,
      organizations: (organizations.data ?? []).map((o) => ({ value: o.id, label: o.name })),
    };
  }, [countries.data, organizations.data, scope, t]);

  const loadFailed = t('inquiry-list:filters.loadFailed');
  // Every filter but the sort offers 'any': clearing it takes the key out of the query.
  const optional = <K extends OptionalFilter>(
    key: K,
    label: string,
    options: SelectOption<NonNullable<InquiryListQuery[K]>>[],
    source?: { isPending: boolean; isError: boolean },
  ) => ({
    inputId: `${id}-${key}`,
    label,
    options,
    value: query[key] ?? null,
    onChange: (value: InquiryListQuery[K] | null) => onFilterChange({ [key]: value ?? undefined }),
    placeholder: t('inquiry-list:filters.any'),
    isClearable: true,
    ...(source && optionsLoadState(source, loadFailed)),
  });
  return (
    <>
      <Select {...optional('mode', t('inquiry-list:filters.mode'), options.modes)} />
      <Select {...optional('status', t('inquiries:fields.status'), options.statuses)} />
      <Select {...optional('commodity', t('inquiries:fields.commodity'), options.commodities)} />
      <Select
        {...optional('pickupCountry', t('inquiry-list:filters.pickupCountry'), options.countries, countries)}
      />
      <Select
        {...optional(
          'deliveryCountry',
          t('inquiry-list:filters.deliveryCountry'),
          options.countries,
          countries,
        )}
      />
      {scope === 'all' && (
        <Select
          {...optional(
            'organization',
            t('inquiries:fields.organization'),
            options.organizations,
            organizations,
          )}
        />
      )}
      <Select
        inputId={`${id}-sort`}
        label={t('inquiry-list:filters.sort')}
        options={options.sorts}
        value={query.sort}
        onChange={(sort) => onFilterChange({ sort: sort ?? 'newest' })}
      />
    </>
  );
}
