import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DateRangeFilter } from '@/components/date-range-filter';
import { NativeSelectFilter } from '@/components/native-select-filter';
import { Select, optionsLoadState, type SelectOption } from '@/components/select';
import { ACTIVITY_TYPES } from '../schemas';
import type { ActivityListQuery } from '../activities-url-state';

type Patch = Partial<Omit<ActivityListQuery, 'page'>>;

/** The organisation's people as options, read by the members feature (the route passes them in). */
export type PeopleOptions = Pick<UseQueryResult<SelectOption<number>[]>, 'data' | 'isPending' | 'isError'>;

export function ActivityFilters({
  query,
  people,
  onChange,
}: {
  query: ActivityListQuery;
  people: PeopleOptions;
  onChange: (patch: Patch) => void;
}) {
  const { t } = useTranslation(['activities', 'ui']);

  return (
    <div className="grid gap-3 sm:grid-cols-3 sm:items-end">
      <div className="flex flex-col gap-1.5">
        <span aria-hidden className="text-sm font-medium text-slate-700">
          {t('ui:dateRange.label')}
        </span>
        <DateRangeFilter value={query.range} onChange={(range) => onChange({ range })} />
      </div>
      <Select<number>
        label={t('filters.person')}
        placeholder={t('filters.allPeople')}
        options={people.data ?? []}
        value={query.userId}
        onChange={(userId) => onChange({ userId })}
        isClearable
        {...optionsLoadState(people, t('filters.peopleFailed'))}
      />
      <NativeSelectFilter
        label={t('filters.type')}
        allLabel={t('filters.allTypes')}
        options={ACTIVITY_TYPES.map((type) => ({ value: type, label: t(`types.${type}`) }))}
        value={query.type}
        onChange={(type) => onChange({ type })}
      />
    </div>
  );
}
