import { FilterX } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterBar } from '@/components/list-card';
import { Button } from '@/components/button';
import { UrlSearchInput } from '@/components/url-search-input';
import { useListSearch } from '@/components/use-list-search';
import { Select, optionsLoadState } from '@/components/select';
import { TRANSPORT_MODES } from '@/config/enums';
import { toCountryOptions, useCountries } from '@/lib/reference-data/get-countries';
import { hasMarketFilters, type RouteOfferListQuery } from '../../route-offers-url-state';
import type { SetUrlState } from '@/lib/use-url-state';

type Props = {
  query: RouteOfferListQuery;
  onChange: SetUrlState<RouteOfferListQuery>;
};

const ANY = 0;

export function RouteOfferFilters({ query, onChange }: Props) {
  const { t } = useTranslation(['route-offers', 'enums', 'common']);
  const id = useId();
  const countries = useCountries();
  const search = useListSearch(query, onChange);

  const countryOptions = [
    { value: ANY, label: t('filters.anyCountry') },
    ...toCountryOptions(countries.data),
  ];
  const modeOptions = [
    { value: '' as const, label: t('filters.anyMode') },
    ...TRANSPORT_MODES.map((mode) => ({ value: mode, label: t(`enums:mot.${mode}`) })),
  ];
  const country = (key: 'pickupCountryId' | 'deliveryCountryId', label: string) => ({
    inputId: `${id}-${key}`,
    label,
    options: countryOptions,
    value: query[key] ?? ANY,
    onChange: (value: number | null) => onChange({ [key]: value || null, page: 1 }),
    ...optionsLoadState(countries, t('filters.countriesFailed')),
  });

  const clear = () => search.clear({ pickupCountryId: null, deliveryCountryId: null, mode: '' });

  return (
    <FilterBar
      label={t('filters.label')}
      layout="grid gap-3 sm:grid-cols-2 lg:grid-cols-[repeat(3,minmax(0,1fr))_minmax(0,1.3fr)] lg:items-end"
    >
      <Select<number> {...country('pickupCountryId', t('filters.pickupCountry'))} />
      <Select<number> {...country('deliveryCountryId', t('filters.deliveryCountry'))} />
      <Select<RouteOfferListQuery['mode']>
        inputId={`${id}-mode`}
        label={t('filters.mode')}
        options={modeOptions}
        value={query.mode}
        onChange={(mode) => onChange({ mode: mode ?? '', page: 1 })}
      />
      <div className="flex items-end gap-2">
        <div className="min-w-0 flex-1 [&>div]:w-full">
          <UrlSearchInput
            label={t('filters.search')}
            placeholder={t('filters.searchPlaceholder')}
            {...search.box}
          />
        </div>
        {hasMarketFilters(query) && (
          <Button
            variant="gray-outline"
            onClick={clear}
            aria-label={t('filters.clear')}
            title={t('filters.clear')}
            className="shrink-0 px-3"
          >
            <FilterX aria-hidden className="size-4" />
          </Button>
        )}
      </div>
    </FilterBar>
  );
}
