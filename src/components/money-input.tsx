import { useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney, formatNumber, parseAmount, type AmountRules } from '@/lib/numbers';
import { describeRefusal } from '@/lib/numbers-messages';
import { cn } from './class-names';
import { FieldFrame, useFieldIds } from './field-frame';
import { joinIds } from './field-label';
import { FIELD_BOX, FIELD_DISABLED, fieldBorderClasses } from './field-styles';

export type MoneyInputProps = {
  label: string;
  name: string;
  value: string;
  onChange: (text: string) => void;
  onBlur?: () => void;
  inputRef?: Ref<HTMLInputElement>;
  currency?: string | null;
  maxDecimals?: number;
  helperText?: string;
  placeholder?: string;
  error?: string;
  disabled?: boolean;
  className?: string;
  id?: string;
};

export function MoneyInput({
  label,
  name,
  value,
  onChange,
  onBlur,
  inputRef,
  currency,
  maxDecimals = 2,
  helperText,
  placeholder,
  error,
  disabled,
  className,
  id,
}: MoneyInputProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const { inputId, helperId, errorId } = useFieldIds(id);
  const readingId = `${inputId}-reading`;
  // A refusal waits until the user leaves the field (or submits): '1,' on the way to '1,5' is not a mistake.
  const [left, setLeft] = useState(false);

  const rules: AmountRules = { maxDecimals };
  const reading = parseAmount(value, language, rules);
  const understood = reading.ok
    ? t('validation:amount.understood', {
        amount: currency
          ? formatMoney(reading.value, currency, language)
          : formatNumber(reading.value, language),
      })
    : undefined;
  const refusal =
    !reading.ok && (left || Boolean(error)) ? describeRefusal(t, reading, language, rules) : undefined;
  const labelError = reading.ok || reading.reason === 'empty' ? error : undefined;
  const invalid = Boolean(labelError) || Boolean(refusal);
  const said = refusal ?? understood;

  return (
    <FieldFrame
      inputId={inputId}
      label={label}
      error={labelError}
      helperText={helperText}
      className={className}
      below={
        <p
          id={readingId}
          aria-live="polite"
          data-slot="amount-reading"
          className={cn('min-h-4 text-xs break-words', refusal ? 'text-red-700' : 'text-slate-600')}
        >
          {said ?? ''}
        </p>
      }
    >
      <input
        id={inputId}
        ref={inputRef}
        name={name}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        spellCheck={false}
        placeholder={placeholder}
        disabled={disabled}
        value={value}
        onChange={(event) => {
          setLeft(false);
          onChange(event.target.value);
        }}
        onBlur={() => {
          setLeft(true);
          onBlur?.();
        }}
        aria-invalid={invalid || undefined}
        // The live line stays in the page (so changes are announced) but is pointed at only when it says something.
        aria-describedby={joinIds(helperText && helperId, said && readingId, labelError && errorId)}
        className={cn(
          FIELD_BOX,
          FIELD_DISABLED,
          'w-full tabular-nums placeholder:text-slate-400',
          fieldBorderClasses(invalid),
        )}
      />
    </FieldFrame>
  );
}
