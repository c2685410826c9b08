import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/components/class-names';
import { nativeSelectClasses } from '@/components/field-styles';
import type { OrganizationListQuery } from '../../organizations-url-state';

const selectClasses = cn(nativeSelectClasses(), 'w-full sm:w-48');

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
  const typeId = useId();
  const statusId = useId();
  return (
    <>
      <div>
        <label htmlFor={typeId} className="mb-1 block text-sm font-medium text-slate-700">
          {t('list.typeLabel')}
        </label>
        <select
          id={typeId}
          value={query.type}
          onChange={(e) => onChange({ type: e.target.value as OrganizationListQuery['type'] })}
          className={selectClasses}
        >
          <option value="">{t('list.allTypes')}</option>
          <option value="IMPORTER">{t('nav:roles.IMPORTER')}</option>
          <option value="LOGISTIC">{t('nav:roles.LOGISTIC')}</option>
        </select>
      </div>
      <div>
        <label htmlFor={statusId} className="mb-1 block text-sm font-medium text-slate-700">
          {t('list.statusLabel')}
        </label>
        <select
          id={statusId}
          value={query.status}
          onChange={(e) => onChange({ status: e.target.value as OrganizationListQuery['status'] })}
          className={selectClasses}
        >
          <option value="">{t('list.allStatuses')}</option>
          <option value="active">{t('state.active')}</option>
          <option value="suspended">{t('state.suspended')}</option>
        </select>
      </div>
    </>
  );
}
