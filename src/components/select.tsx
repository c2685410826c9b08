import { createContext, useContext, useId } from 'react';
import { useTranslation } from 'react-i18next';
import ReactSelect, { components, type InputProps } from 'react-select';
import { cn } from './class-names';
import { FieldLabel, joinIds } from './field-label';

export type SelectOption<T extends string | number> = { value: T; label: string };

export type SelectProps<T extends string | number> = {
  label: string;
  options: SelectOption<T>[];
  value: T | null;
  onChange: (value: T | null) => void;
  placeholder?: string;
  error?: string;
  isLoading?: boolean;
  isDisabled?: boolean;
  isClearable?: boolean;
  inputId?: string;
  name?: string;
  onBlur?: () => void;
  className?: string;
};

/**
 * Lower case without the dot that 'İ'.toLowerCase() leaves behind, so 'ita' finds 'İtaliya' and the
 * search stays case-insensitive for Azerbaijani and Turkish capitals.
 */
export const foldForSearch = (text: string) => text.toLowerCase().replace(/\u0307/g, '');

export function matchesOptionLabel(label: string, input: string): boolean {
  return foldForSearch(label).includes(foldForSearch(input.trim()));
}

// react-select builds its own aria-describedby on the input; the error id is added through context
// because a component defined per render would remount the input and drop focus while typing.
const ErrorIdContext = createContext<string | undefined>(undefined);

function SelectInput<T extends string | number>(props: InputProps<SelectOption<T>, false>) {
  const errorId = useContext(ErrorIdContext);
  return <components.Input {...props} aria-describedby={joinIds(props['aria-describedby'], errorId)} />;
}

export function Select<T extends string | number>({
  label,
  options,
  value,
  onChange,
  placeholder,
  error,
  isLoading = false,
  isDisabled = false,
  isClearable = false,
  inputId,
  name,
  onBlur,
  className,
}: SelectProps<T>) {
  const { t } = useTranslation();
  const generatedId = useId();
  const id = inputId ?? generatedId;
  const errorId = `${id}-error`;
  const selected = options.find((option) => option.value === value) ?? null;

  return (
    // Busy while its options load, so assistive technology (and a waiting user) knows why it is empty.
    <div
      className={cn('group/field relative flex flex-col gap-1.5', className)}
      aria-busy={isLoading || undefined}
    >
      <FieldLabel htmlFor={id} label={label} error={error} errorId={errorId} />
      <ErrorIdContext.Provider value={error ? errorId : undefined}>
        <ReactSelect<SelectOption<T>, false>
          inputId={id}
          instanceId={id}
          name={name}
          options={options}
          value={selected}
          onChange={(option) => onChange(option ? option.value : null)}
          onBlur={onBlur}
          placeholder={placeholder ?? t('ui:select.placeholder')}
          isLoading={isLoading}
          isDisabled={isDisabled}
          isClearable={isClearable}
          isSearchable
          // Matching runs over what the user reads, never over ids hidden in the value.
          filterOption={(option, input) => matchesOptionLabel(option.label, input)}
          noOptionsMessage={() => t('common:noResult')}
          loadingMessage={() => t('ui:select.loading')}
          aria-invalid={Boolean(error)}
          aria-errormessage={error ? errorId : undefined}
          components={{ Input: SelectInput }}
          unstyled
          classNames={{
            control: ({ isFocused, isDisabled: disabled }) =>
              cn(
                'min-h-10 rounded-lg border bg-white px-3 text-sm transition-colors',
                error ? 'border-red-500' : isFocused ? 'border-brand-500' : 'border-slate-300',
                isFocused && (error ? 'ring-2 ring-red-100' : 'ring-2 ring-brand-100'),
                disabled && 'cursor-not-allowed bg-slate-100 text-slate-500',
              ),
            placeholder: () => 'text-slate-400',
            singleValue: () => 'text-slate-900',
            input: () => 'text-slate-900',
            indicatorsContainer: () => 'gap-1 text-slate-400',
            clearIndicator: () => 'cursor-pointer p-1 hover:text-slate-600',
            dropdownIndicator: () => 'p-1 hover:text-slate-600',
            menu: () =>
              'z-30 mt-1 overflow-hidden rounded-lg border border-slate-200 bg-white py-1 text-sm shadow-card',
            option: ({ isFocused, isSelected }) =>
              cn(
                'cursor-pointer px-3 py-2',
                isSelected
                  ? 'bg-brand-500 text-white'
                  : isFocused
                    ? 'bg-brand-50 text-slate-900'
                    : 'text-slate-700',
              ),
            noOptionsMessage: () => 'px-3 py-2 text-slate-500',
            loadingMessage: () => 'px-3 py-2 text-slate-500',
          }}
        />
      </ErrorIdContext.Provider>
    </div>
  );
}
