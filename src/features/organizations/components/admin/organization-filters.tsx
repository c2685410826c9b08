import { useTranslation } from 'react-i18next';
import { NativeSelectFilter } from '@/components/native-select-filter';
import type { OrganizationListQuery } from '../../organizations-url-state';

const selectWidth = 'w-full sm:w-48';
const LISTED_TYPES = ['IMPORTER', 'LOGISTIC'] as const;

type Patch = Partial<Pick<OrganizationListQuery, 'type' | 'status'>>;

/** Type and suspension status: native selects, few choices, the platform's own accessible picker. */
export function OrganizationFilters({
  query,
  onChange,
}: {
  query: OrganizationListQuery;
  onChange: (patch: Patch) => void;
}) {
  const { t } = useTranslation(['organizations', 'nav']);
  return (
    <>
      <NativeSelectFilter
        label={t('list.typeLabel')}
        allLabel={t('list.allTypes')}
        options={LISTED_TYPES.map((type) => ({ value: type, label: t(`nav:roles.${type}`) }))}
        value={query.type}
        onChange={(type) => onChange({ type })}
        className={selectWidth}
      />
      <NativeSelectFilter
        label={t('list.statusLabel')}
        allLabel={t('list.allStatuses')}
        options={[
          { value: 'active', label: t('state.active') },
          { value: 'suspended', label: t('state.suspended') },
        ]}
        value={query.status}
        onChange={(status) => onChange({ status })}
        className={selectWidth}
      />
    </>
  );
}
