import { useTranslation } from 'react-i18next';
import { Package, Truck } from 'lucide-react';

type RegisterableType = 'IMPORTER' | 'LOGISTIC';

export function OrganizationTypeChoice({
  value,
  onChange,
}: {
  value: RegisterableType;
  onChange: (value: RegisterableType) => void;
}) {
  const { t } = useTranslation('auth');
  const options = [
    { value: 'IMPORTER' as const, label: t('register.importer'), Icon: Package },
    { value: 'LOGISTIC' as const, label: t('register.logistic'), Icon: Truck },
  ];
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-semibold text-slate-900">{t('register.organizationType')}</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {options.map(({ value: option, label, Icon }) => (
          <label
            key={option}
            className={`flex cursor-pointer items-center gap-3 rounded-lg border px-3 py-3 text-sm has-[:focus-visible]:outline has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-500 ${
              value === option
                ? 'border-brand-500 bg-brand-50 text-brand-900'
                : 'border-slate-300 bg-white text-slate-800'
            }`}
          >
            <input
              type="radio"
              name="organizationType"
              value={option}
              checked={value === option}
              onChange={() => onChange(option)}
              className="sr-only"
            />
            <Icon className="h-5 w-5 shrink-0" aria-hidden="true" />
            <span>{label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
