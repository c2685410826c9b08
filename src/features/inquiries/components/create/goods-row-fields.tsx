import { Trash2 } from 'lucide-react';
import { useId } from 'react';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { Select } from '@/components/select';
import { TextInput } from '@/components/text-input';
import { PACKAGE_TYPES, PALLET_TYPES } from '@/config/enums';
import { translateFieldError } from '@/lib/forms';
import { CheckboxField } from './checkbox-field';
import type { InquiryFormValues } from './form-values';

// Numbers are typed into text fields: the pattern refuses a letter as it is typed, and the value
// reaches the form as a number (a comma counts as the decimal point).
const DECIMAL = /^\d{0,7}(?:[.,]\d{0,3})?$/;
const WHOLE = /^\d{0,6}$/;
const toNumber = (value: unknown) => {
  if (typeof value === 'number') return value;
  const text = typeof value === 'string' ? value.trim().replace(',', '.') : '';
  return text === '' ? undefined : Number(text);
};

const MEASURES = ['weight', 'length', 'width', 'height'] as const;

/** One row of goods: the package, its size and weight per piece, how many, and how it may travel. */
export function GoodsRowFields({ index, onRemove }: { index: number; onRemove?: () => void }) {
  const { t } = useTranslation(['inquiry-create', 'inquiries', 'enums', 'common']);
  const { control, register, setValue, formState } = useFormContext<InquiryFormValues>();
  const packageType = useWatch({ control, name: `goods.${index}.packageType` });
  const errors = formState.errors.goods?.[index];
  const err = (message: string | undefined) => translateFieldError(t, message);
  const rowLabel = t('goods.row', { n: index + 1 });
  const baseId = useId();
  const titleId = `${baseId}-title`;

  return (
    <div
      role="group"
      aria-labelledby={titleId}
      className="grid gap-4 rounded-card border border-slate-200 bg-slate-50/60 p-4"
    >
      <div className="flex min-h-10 items-center justify-between gap-2">
        <h4 id={titleId} className="text-sm font-semibold text-slate-900">
          {rowLabel}
        </h4>
        {onRemove && (
          <Button
            variant="gray-outline"
            leftIcon={<Trash2 aria-hidden className="size-4" />}
            aria-label={t('goods.removeRow', { n: index + 1 })}
            onClick={onRemove}
          >
            <span className="hidden sm:inline">{t('goods.remove')}</span>
          </Button>
        )}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Controller
          control={control}
          name={`goods.${index}.packageType`}
          render={({ field }) => (
            <Select
              label={t('inquiries:fields.packageType')}
              inputId={`goods-${index}-package-type`}
              name={field.name}
              options={PACKAGE_TYPES.map((type) => ({ value: type, label: t(`enums:packageType.${type}`) }))}
              value={field.value}
              onChange={(value) => {
                if (value !== 'pallets') setValue(`goods.${index}.palletType`, null);
                field.onChange(value);
              }}
              onBlur={field.onBlur}
              error={err(errors?.packageType?.message)}
            />
          )}
        />
        {packageType === 'pallets' && (
          <Controller
            control={control}
            name={`goods.${index}.palletType`}
            render={({ field }) => (
              <Select
                label={t('inquiries:fields.palletType')}
                inputId={`goods-${index}-pallet-type`}
                name={field.name}
                options={PALLET_TYPES.map((type) => ({ value: type, label: t(`enums:palletType.${type}`) }))}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={err(errors?.palletType?.message)}
              />
            )}
          />
        )}
      </div>
      <div className="grid grid-cols-2 items-end gap-4 sm:grid-cols-5">
        {MEASURES.map((measure) => (
          <TextInput
            key={measure}
            label={t(`inquiries:fields.${measure}`)}
            inputMode="decimal"
            pattern={DECIMAL}
            className="[&_input]:text-right [&_input]:tabular-nums"
            registration={register(`goods.${index}.${measure}`, { setValueAs: toNumber })}
            error={err(errors?.[measure]?.message)}
          />
        ))}
        <TextInput
          label={t('inquiries:fields.quantity')}
          inputMode="numeric"
          pattern={WHOLE}
          className="[&_input]:text-right [&_input]:tabular-nums"
          registration={register(`goods.${index}.quantity`, { setValueAs: toNumber })}
          error={err(errors?.quantity?.message)}
        />
      </div>
      <div className="flex flex-wrap gap-x-6">
        <CheckboxField
          label={t('inquiries:fields.dangerous')}
          registration={register(`goods.${index}.dangerous`)}
        />
        <CheckboxField
          label={t('inquiries:fields.stackable')}
          registration={register(`goods.${index}.stackable`)}
        />
      </div>
    </div>
  );
}
