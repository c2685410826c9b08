import { createContext, useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronDown } from 'lucide-react';
import ReactSelect, { components, type DropdownIndicatorProps, type InputProps } from 'react-select';
import { matchesAnyName } from '@/lib/search-fold';
import { cn } from './class-names';
import { FieldFrame, useFieldIds } from './field-frame';
import { joinIds } from './field-label';
import { FIELD_BOX, FIELD_DISABLED_STATE, SELECT_CHEVRON, fieldBorderStateClasses } from './field-styles';

export type SelectOption<T extends string | number> = {
  value: T;
  label: string;
  keywords?: readonly string[];
};

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

export function optionsLoadState(request: { isPending: boolean; isError: boolean }, failed: string) {
  return { isLoading: request.isPending, error: request.isError ? failed : undefined };
}

export function matchesOptionLabel(label: string, input: string, keywords: readonly string[] = []): boolean {
  return matchesAnyName([label, ...keywords], input);
}

const ErrorIdContext = createContext<string | undefined>(undefined);

function SelectInput<T extends string | number>(props: InputProps<SelectOption<T>, false>) {
  const errorId = useContext(ErrorIdContext);
  return <components.Input {...props} aria-describedby={joinIds(props['aria-describedby'], errorId)} />;
}

function SelectChevron<T extends string | number>(props: DropdownIndicatorProps<SelectOption<T>, false>) {
  return (
    <components.DropdownIndicator {...props}>
      <ChevronDown aria-hidden className={SELECT_CHEVRON} />
    </components.DropdownIndicator>
  );
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
  const { inputId: id, errorId } = useFieldIds(inputId);
  const selected = options.find((option) => option.value === value) ?? null;

  return (
    // Busy while its options load, so assistive technology (and a waiting user) knows why it is empty.
    <FieldFrame inputId={id} label={label} error={error} className={className} busy={isLoading}>
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
          filterOption={(option, input) => matchesOptionLabel(option.label, input, option.data.keywords)}
          noOptionsMessage={() => t('common:noResult')}
          loadingMessage={() => t('ui:select.loading')}
          aria-invalid={Boolean(error)}
          aria-errormessage={error ? errorId : undefined}
          components={{ Input: SelectInput, DropdownIndicator: SelectChevron }}
          // Placed against the window, below or above, like a native select: the page never scrolls
          // itself to show the menu, so an option does not move under a finger or a pointer.
          menuPosition="fixed"
          menuPlacement="auto"
          unstyled
          styles={{ menuPortal: (base) => ({ ...base, zIndex: 30 }) }}
          classNames={{
            // The same box, border, ring and font as the text inputs and native selects (field-styles.ts).
            control: ({ isFocused, isDisabled: disabled }) =>
              cn(
                FIELD_BOX,
                fieldBorderStateClasses(Boolean(error), isFocused),
                disabled && FIELD_DISABLED_STATE,
              ),
            placeholder: () => 'text-slate-400',
            singleValue: () => 'text-slate-900',
            input: () => 'text-slate-900',
            indicatorsContainer: () => 'gap-1 text-slate-400',
            clearIndicator: () => 'cursor-pointer p-1 hover:text-slate-600',
            // No padding: the chevron sits 12px from the edge, as on a native select.
            dropdownIndicator: () => 'p-0 hover:text-slate-600',
            menu: () =>
              'mt-1 overflow-hidden rounded-lg border border-slate-200 bg-white py-1 text-sm shadow-card',
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
    </FieldFrame>
  );
}
