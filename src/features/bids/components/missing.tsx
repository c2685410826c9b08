import { useTranslation } from 'react-i18next';

/** '—' in a cell whose value the server left out (schemas.ts reads null and absent alike). */
export function Missing() {
  const { t } = useTranslation('ui');
  return <span className="text-slate-500">{t('ui:missing')}</span>;
}
