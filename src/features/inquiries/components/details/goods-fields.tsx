import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { TextInput } from '@/components/text-input';
import { PACKAGE_TYPES, PALLET_TYPES } from '@/config/enums';
import { MAX_GOODS_ROWS } from '@/config/limits';
import { digitsInput } from '@/lib/input-rules';
import type { InquiryInput } from '../../schemas';
import { CheckboxField, enumOptions, FormSection, useFieldError } from './form-fields';
import { FormSelect } from '../form-select';

// Keystrokes that would not make a number are refused as they are typed.
const DECIMAL = /^\d{1,7}(\.\d{0,3})?$/;
const NUMBER_FIELDS = [
  ['weight', { pattern: DECIMAL }],
  ['length', { pattern: DECIMAL }],
  ['width', { pattern: DECIMAL }],
  ['height', { pattern: DECIMAL }],
  ['quantity', { restrict: digitsInput(6) }],
] as const;

const emptyRow = {
  packageType: 'pallets',
  palletType: null,
  dangerous: false,
  stackable: false,
} as unknown as InquiryInput['goods'][number]; // numbers start empty so nothing is priced by accident

/** The goods rows of the edit form: add, change and remove, up to the limit. */
export function GoodsFields() {
  const { t } = useTranslation(['inquiry-details', 'inquiries']);
  const { control } = useFormContext<InquiryInput>();
  const { fields, append, remove } = useFieldArray({ control, name: 'goods' });
  const rowsError = useFieldError<InquiryInput>('goods');

  return (
    <FormSection title={t('inquiry-details:sections.goods')}>
      {rowsError && (
        <p role="alert" className="text-sm text-red-700">
          {rowsError}
        </p>
      )}
      {fields.map((field, index) => (
        <GoodsRowFields
          key={field.id}
          index={index}
          onRemove={fields.length > 1 ? () => remove(index) : undefined}
        />
      ))}
      <div className="flex flex-wrap items-center gap-3">
        <Button
          variant="outline"
          leftIcon={<Plus aria-hidden className="size-4" />}
          disabled={fields.length >= MAX_GOODS_ROWS}
          onClick={() => append(emptyRow)}
        >
          {t('inquiry-details:update.addRow')}
        </Button>
        {fields.length >= MAX_GOODS_ROWS && (
          <p className="text-sm text-slate-500">
            {t('inquiry-details:update.maxRows', { count: MAX_GOODS_ROWS })}
          </p>
        )}
      </div>
    </FormSection>
  );
}

function GoodsRowFields({ index, onRemove }: { index: number; onRemove?: () => void }) {
  const { t } = useTranslation(['inquiry-details', 'inquiries', 'enums']);
  const { register, control } = useFormContext<InquiryInput>();
  const packageType = useWatch({ control, name: `goods.${index}.packageType` });
  const errors = {
    weight: useFieldError<InquiryInput>(`goods.${index}.weight`),
    length: useFieldError<InquiryInput>(`goods.${index}.length`),
    width: useFieldError<InquiryInput>(`goods.${index}.width`),
    height: useFieldError<InquiryInput>(`goods.${index}.height`),
    quantity: useFieldError<InquiryInput>(`goods.${index}.quantity`),
  };

  return (
    <fieldset className="grid gap-4 rounded-lg border border-slate-200 p-4">
      <legend className="px-1 text-sm font-medium text-brand-700">
        {t('inquiry-details:load.row', { n: index + 1 })}
      </legend>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormSelect<InquiryInput, (typeof PACKAGE_TYPES)[number]>
          name={`goods.${index}.packageType`}
          label={t('inquiries:fields.packageType')}
          options={enumOptions(PACKAGE_TYPES, (v) => t(`enums:packageType.${v}`))}
        />
        {packageType === 'pallets' && (
          <FormSelect<InquiryInput, (typeof PALLET_TYPES)[number]>
            name={`goods.${index}.palletType`}
            label={t('inquiries:fields.palletType')}
            options={enumOptions(PALLET_TYPES, (v) => t(`enums:palletType.${v}`))}
          />
        )}
      </div>
      <div className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-5">
        {NUMBER_FIELDS.map(([name, allowed]) => (
          <TextInput
            key={name}
            label={t(`inquiries:fields.${name}`)}
            inputMode={name === 'quantity' ? 'numeric' : 'decimal'}
            {...allowed}
            registration={register(`goods.${index}.${name}`, { valueAsNumber: true })}
            error={errors[name]}
          />
        ))}
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex flex-wrap gap-x-6">
          <CheckboxField<InquiryInput>
            name={`goods.${index}.dangerous`}
            label={t('inquiries:fields.dangerous')}
          />
          <CheckboxField<InquiryInput>
            name={`goods.${index}.stackable`}
            label={t('inquiries:fields.stackable')}
          />
        </div>
        {onRemove && (
          <Button
            variant="transparent"
            className="text-red-700 hover:bg-red-50"
            leftIcon={<Trash2 aria-hidden className="size-4" />}
            onClick={onRemove}
          >
            {t('inquiry-details:update.removeRow', { n: index + 1 })}
          </Button>
        )}
      </div>
    </fieldset>
  );
}
