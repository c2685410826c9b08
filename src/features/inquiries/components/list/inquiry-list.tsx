import { ChevronDown, SlidersHorizontal, X } from 'lucide-react';
import { Card } from '@/components/card';
import { useCallback, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { cn } from '@/components/class-names';
import { DateRangeFilter } from '@/components/date-range-filter';
import { ExportCsvButton } from '@/components/export-csv-button';
import { SearchInput } from '@/components/search-input';
import { Tabs } from '@/components/tabs';
import { isKnown } from '@/lib/lenient';
import type { DateRangeKey } from '@/lib/dates';
import { useUrlText } from '@/lib/use-url-text';
import { getCarrierInquiries } from '../../api/get-carrier-inquiries';
import { getInquiries, type InquiryListScope, type useInquiries } from '../../api/get-inquiries';
import { TAB_KEYS, type InquiryListQuery } from '../../inquiry-list-url-state';
import { useInquiryCsvColumns } from './inquiry-csv-columns';
import { InquiryFilterPanel } from './inquiry-filter-panel';
import { InquiryResults } from './inquiry-results';
import { useListQueryUpdater } from './use-list-query-updater';
import {
  clearedQuery,
  hasActiveFilters,
  panelFilterCount,
  scopedQuery,
  type InquiryQueryChange,
} from './list-filters';

export type InquiryListProps = {
  /** 'own': an importer's inquiries; 'open': those a carrier may bid on; 'all': the admin's view. */
  scope: InquiryListScope;
  query: InquiryListQuery;
  onQueryChange: InquiryQueryChange;
  /** The list's query, watched by the page since its first commit. */
  inquiries: ReturnType<typeof useInquiries>;
};

export function InquiryList({ scope, query: urlQuery, onQueryChange, inquiries }: InquiryListProps) {
  const { t } = useTranslation(['inquiry-list', 'inquiries', 'enums', 'common']);
  const panelId = useId();
  const query = useMemo(() => scopedQuery(scope, urlQuery), [scope, urlQuery]);
  const { update, replaceQuery, current } = useListQueryUpdater(scope, query, onQueryChange);

  const [panelOpen, setPanelOpen] = useState(() => panelFilterCount(query) > 0);
  // Typing replaces the history entry: the back button should not step through every letter.
  const commitSearch = useCallback(
    (search: string) => update({ search, page: 1 }, { replace: true }),
    [update],
  );
  const [search, setSearch] = useUrlText(query.search, commitSearch);

  /** Any filter change starts again at page 1, as a new history entry. */
  const setFilters = useCallback(
    (changes: Partial<InquiryListQuery>) => update({ ...changes, page: 1 }),
    [update],
  );

  const clearFilters = useCallback(() => {
    setSearch('');
    replaceQuery(clearedQuery(current()));
  }, [setSearch, replaceQuery, current]);

  // The export takes the filters as the URL holds them: the list on screen, every page of it.
  const csvColumns = useInquiryCsvColumns(scope);
  const exportPage = useCallback(
    (page: number, size: number) =>
      (scope === 'open' ? getCarrierInquiries : getInquiries)(query, { page, size }),
    [scope, query],
  );

  const filterCount = panelFilterCount(query);
  const tabs = useMemo(() => TAB_KEYS.map((key) => ({ value: key, label: t(`tabs.${key}`) })), [t]);

  const body = (
    <>
      <div className="flex flex-col gap-3 border-b border-slate-200 p-4 md:flex-row md:flex-wrap md:items-center">
        <DateRangeFilter
          value={query.range}
          onChange={(range: DateRangeKey) => setFilters({ range })}
          className="md:w-48"
        />
        {/* Grows into the room the other controls leave; the child selector outranks the kit's width. */}
        <div className="md:min-w-56 md:flex-1 [&>div]:w-full">
          <SearchInput
            label={t('search.label')}
            placeholder={t('search.placeholder')}
            value={search}
            onChange={setSearch}
          />
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <Button
            variant="gray-outline"
            aria-expanded={panelOpen}
            aria-controls={panelOpen ? panelId : undefined}
            onClick={() => setPanelOpen((open) => !open)}
            icon={SlidersHorizontal}
            rightIcon={
              <ChevronDown
                aria-hidden
                className={cn('size-4 transition-transform', panelOpen && 'rotate-180')}
              />
            }
          >
            {t('filters.toggle')}
            {filterCount > 0 && (
              <span className="rounded-full bg-brand-500 px-1.5 text-xs font-semibold text-white">
                <span className="sr-only">{t('filters.activeCount')}</span>
                {filterCount}
              </span>
            )}
          </Button>
          {(hasActiveFilters(query) || search !== '' || query.sort !== 'newest') && (
            <Button variant="transparent" onClick={clearFilters} icon={X}>
              {t('filters.clear')}
            </Button>
          )}
          <ExportCsvButton list="inquiries" fetchPage={exportPage} columns={csvColumns} />
        </div>
      </div>
      {panelOpen && (
        <InquiryFilterPanel id={panelId} scope={scope} query={query} onFilterChange={setFilters} />
      )}
      <InquiryResults
        scope={scope}
        query={query}
        inquiries={inquiries}
        onUpdate={update}
        onClearFilters={clearFilters}
      />
    </>
  );

  return (
    <Card as="section" aria-label={t(`caption.${scope}`)}>
      {scope === 'open' ? (
        body
      ) : (
        <Tabs
          tabs={tabs}
          value={query.tab}
          onValueChange={(tab) => {
            if (isKnown(TAB_KEYS, tab)) update({ tab, page: 1 });
          }}
          ariaLabel={t('tabs.label')}
          className="[&>[role=tablist]]:px-2 [&>[role=tabpanel]]:pt-0"
        >
          {body}
        </Tabs>
      )}
    </Card>
  );
}
