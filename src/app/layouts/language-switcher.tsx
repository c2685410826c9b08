import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Languages } from '@/components/inline-icons';
import { nativeSelectClasses } from '@/components/field-styles';
import { LANGUAGES } from '@/config/languages';
import { changeLanguage, currentLanguage, isLanguage } from '@/lib/i18n';

/** The choice is kept in localStorage 'lang' and names the body class (lib/i18n.ts). */
export function LanguageSwitcher({ className = '' }: { className?: string }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const language = isLanguage(i18n.language) ? i18n.language : currentLanguage();
  return (
    <div className={`flex items-center gap-2 ${className}`}>
      {/* Only a picture (the select has its name): a phone's bar needs its width more. */}
      <Languages className="hidden h-4 w-4 text-slate-500 sm:block" aria-hidden="true" />
      <label htmlFor={id} className="sr-only">
        {t('language.label')}
      </label>
      <select
        id={id}
        value={language}
        onChange={(event) => {
          if (isLanguage(event.target.value)) void changeLanguage(event.target.value);
        }}
        className={nativeSelectClasses()}
      >
        {LANGUAGES.map((lang) => (
          <option key={lang} value={lang} lang={lang}>
            {t(`language.${lang}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
