import { useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/components/class-names';
import { TextInput } from '@/components/text-input';
import { TEXT_MAX } from '@/config/limits';
import { citiesMatching, cityNamed, useCities } from '@/lib/reference-data/get-cities';
import { useDebouncedValue } from '@/lib/use-debounced-value';

type CityFieldProps = {
  label: string;
  countryId: number | null;
  value: string;
  onChange: (city: string) => void;
  onBlur?: () => void;
  /** Already translated. */
  error?: string;
  id?: string;
};

/** Suggests the country's known cities; a country without a list accepts any name. */
export function CityField({ label, countryId, value, onChange, onBlur, error, id }: CityFieldProps) {
  const { t } = useTranslation('inquiry-create');
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const listId = `${inputId}-list`;
  const noteId = `${inputId}-note`;
  const [open, setOpen] = useState(false);
  // The highlighted suggestion, by city key: a new list of suggestions never highlights another city.
  const [activeId, setActiveId] = useState<string | null>(null);
  const typed = value.trim();
  const query = useDebouncedValue(typed, 300);
  const suggestions = useCities(countryId, query);
  const countryCities = useCities(countryId, '');

  const options = suggestions.data ?? [];
  const active = options.findIndex((city) => city.key === activeId);
  const settled = query === typed && !suggestions.isFetching;
  const noCityList = countryCities.data?.length === 0;
  const notFound = !noCityList && typed !== '' && settled && suggestions.isSuccess && options.length === 0;
  const unknownAfterCheck = error === t('city.notFound');
  const showList = open && countryId !== null && options.length > 0;

  const choose = (name: string) => {
    onChange(name);
    setOpen(false);
    setActiveId(null);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) setOpen(true);
      if (options.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      const from = active === -1 && step === -1 ? 0 : active;
      setActiveId(options[(from + step + options.length) % options.length]!.key);
    } else if (event.key === 'Enter' && showList && active >= 0 && options[active]) {
      event.preventDefault(); // choosing a suggestion must not press Next
      choose(options[active].name);
    } else if (event.key === 'Enter' && typed !== '' && countryId !== null) {
      // A partial name picks the first city it matches, in any language; with no match the form goes
      // on to its check, which keeps the text and says that no city matches it.
      const known = countryCities.data ?? options;
      const match = cityNamed(known, typed) ?? citiesMatching(known, typed)[0];
      if (match && match.name !== value) {
        event.preventDefault();
        choose(match.name);
      }
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
      setActiveId(null);
    }
  };

  const note =
    countryId === null
      ? { tone: 'muted', text: t('city.chooseCountry') }
      : noCityList
        ? { tone: 'info', text: t('city.noCities') }
        : notFound || unknownAfterCheck
          ? { tone: 'error', text: typed ? t('city.noMatch', { name: typed }) : t('city.notFound') }
          : null;

  return (
    <div className="relative">
      <TextInput
        id={inputId}
        label={label}
        value={value}
        autoComplete="off"
        maxLength={TEXT_MAX.city}
        placeholder={t('city.placeholder')}
        disabled={countryId === null}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={showList}
        aria-controls={listId}
        aria-activedescendant={showList && active >= 0 ? `${listId}-${active}` : undefined}
        aria-describedby={note ? noteId : undefined}
        error={error}
        onChange={(event) => {
          onChange(event.target.value);
          setOpen(true);
          setActiveId(null);
        }}
        onFocus={() => setOpen(true)}
        onKeyDown={onKeyDown}
        onBlur={() => {
          setOpen(false);
          // A name typed in other letters' case becomes the known spelling.
          const match = cityNamed(countryCities.data ?? options, value);
          if (match && match.name !== value) onChange(match.name);
          onBlur?.();
        }}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label={t('city.suggestions')}
        hidden={!showList}
        className="absolute inset-x-0 top-full z-30 mt-1 max-h-60 overflow-auto rounded-lg border border-slate-200 bg-white py-1 text-sm shadow-card"
      >
        {options.map((city, index) => (
          <li
            key={city.key}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
            // Chosen on press, keeping focus in the input; the keyboard chooses through the input.
            onMouseDown={(event) => {
              event.preventDefault();
              choose(city.name);
            }}
            className={cn(
              'cursor-pointer px-3 py-2',
              index === active ? 'bg-brand-50 text-slate-900' : 'text-slate-700 hover:bg-slate-50',
            )}
          >
            {city.name}
          </li>
        ))}
      </ul>
      <p
        id={noteId}
        aria-live="polite"
        className={cn(
          'mt-1 min-h-4 text-xs',
          note?.tone === 'error' ? 'font-medium text-red-600' : 'text-slate-500',
        )}
      >
        {note?.text}
      </p>
    </div>
  );
}
