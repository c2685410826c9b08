import { useTranslation } from 'react-i18next';

/** '—' where the server left a value out (lib/lenient.ts reads null and absent alike). */
export function MissingValue() {
  const { t } = useTranslation('ui');
  return <span className="text-slate-500">{t('ui:missing')}</span>;
}
