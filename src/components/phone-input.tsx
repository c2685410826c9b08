import { useMemo, useState, type ClipboardEvent, type FocusEvent } from 'react';
import { useTranslation } from 'react-i18next';
import PhoneNumberInput, {
  getCountries,
  parsePhoneNumber,
  type Country,
  type Labels,
} from 'react-phone-number-input';
import 'react-phone-number-input/style.css';
import { cn } from './class-names';
import { FieldFrame, useFieldIds } from './field-frame';
import { joinIds } from './field-label';
import { PhoneFlag } from './phone-flag';
import AZ_COUNTRY_NAMES from './phone-country-names-az.json';

export type PhoneInputProps = {
  label: string;
  value: string | undefined;
  onChange: (value: string | undefined) => void;
  onBlur?: (event: FocusEvent<HTMLElement>) => void;
  error?: string;
  id?: string;
  name?: string;
  disabled?: boolean;
  className?: string;
};

function useCountryLabels(language: string, countryLabel: string, phoneLabel: string): Labels {
  return useMemo(() => {
    const labels: Labels = { country: countryLabel, phone: phoneLabel };
    let names: Intl.DisplayNames | null = null;
    try {
      names = new Intl.DisplayNames([language, 'en'], { type: 'region' });
    } catch {
      names = null; // the library falls back to the two-letter codes
    }
    // Chromium's own ICU data has no Azerbaijani names of countries and answers in English: the list
    // ships them (written from Node's full ICU: `new Intl.DisplayNames(['az'], { type: 'region' })`).
    const own: Partial<Record<string, string>> = language === 'az' ? AZ_COUNTRY_NAMES : {};
    if (names)
      for (const country of getCountries()) labels[country] = own[country] ?? names.of(country) ?? country;
    return labels;
  }, [language, countryLabel, phoneLabel]);
}

function readPastedPhone(text: string, country: Country): { number: string } | { unread: string } | null {
  const pasted = text.trim();
  if (pasted === '' || /^[1-9]\d*$/.test(pasted)) return null;
  const number = parsePhoneNumber(pasted, country);
  return number ? { number: number.number } : { unread: pasted };
}

export function PhoneInput({
  label,
  value,
  onChange,
  onBlur,
  error,
  id,
  name,
  disabled,
  className,
}: PhoneInputProps) {
  const { t, i18n } = useTranslation();
  const { inputId, errorId } = useFieldIds(id);
  const labels = useCountryLabels(i18n.language, t('ui:phone.country'), label);
  const [country, setCountry] = useState<Country>('AZ');
  // A pasted text that is no phone number: the number stays as it was and the field says what came.
  const [unread, setUnread] = useState<string | null>(null);
  const shownError = error ?? (unread === null ? undefined : t('validation:pasted.phone', { text: unread }));

  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    const read = readPastedPhone(event.clipboardData.getData('text'), country);
    if (!read) return;
    event.preventDefault();
    if ('unread' in read) {
      setUnread(read.unread);
      return;
    }
    setUnread(null);
    onChange(read.number);
  };

  return (
    <FieldFrame inputId={inputId} label={label} error={shownError} className={className}>
      <PhoneNumberInput
        id={inputId}
        name={name}
        value={value}
        onChange={(next?: string) => {
          setUnread(null);
          onChange(next);
        }}
        onCountryChange={(next?: Country) => setCountry(next ?? 'AZ')}
        onBlur={onBlur}
        disabled={disabled}
        defaultCountry="AZ"
        // The calling code stays on screen and out of reach, so every value is E.164 with no guessing.
        international
        countryCallingCodeEditable={false}
        addInternationalOption={false}
        labels={labels}
        flagComponent={PhoneFlag}
        countrySelectProps={{ 'aria-label': t('ui:phone.country') }}
        numberInputProps={{
          'aria-invalid': shownError ? true : undefined,
          'aria-describedby': joinIds(shownError && errorId),
          onPaste,
          className:
            'h-full min-w-0 flex-1 bg-transparent text-sm text-slate-900 outline-none placeholder:text-slate-400',
        }}
        className={cn(
          'h-10 rounded-lg border bg-white px-3 transition-colors',
          shownError
            ? 'border-red-500 focus-within:ring-2 focus-within:ring-red-100'
            : 'border-slate-300 focus-within:border-brand-500 focus-within:ring-2 focus-within:ring-brand-100',
          disabled && 'cursor-not-allowed bg-slate-100',
        )}
      />
    </FieldFrame>
  );
}
