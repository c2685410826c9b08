import { Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { FormSelect } from '@/components/form-select';
import { TextInput } from '@/components/text-input';
import { PACKAGE_TYPES, PALLET_TYPES } from '@/config/enums';
import { digitsInput } from '@/lib/input-rules';
import { translateFieldError } from '@/lib/forms';
import { parseDecimal } from '@/lib/numbers';
import { describeRefusal } from '@/lib/numbers-messages';
import { CheckboxField } from '@/components/checkbox-field';
import type { InquiryChoice } from '../../known-choices';
import type { InquiryFormValues } from './form-values';
import { codeOptions } from '@/lib/display';

const DECIMAL = /^[\d\s\u00a0.,]{0,14}$/;
const WHOLE = digitsInput(6);
// Two decimals (10 g, 0.1 mm) keep '1.850' readable one way: 1850 in az, as in a bid.
const WEIGHT_DECIMALS = 2;
const toWhole = (value: unknown) => {
  if (typeof value === 'number') return value;
  const text = typeof value === 'string' ? value.trim() : '';
  return text === '' ? undefined : Number(text);
};
const MEASURE_RULES = { maxDecimals: WEIGHT_DECIMALS };
const readMeasure = (text: string, language: string) => parseDecimal(text, language, MEASURE_RULES);
/** A measure as typed, read in the language: a number, undefined when empty, NaN when refused. */
const toMeasure = (language: string) => (value: unknown) => {
  if (typeof value === 'number') return value;
  const reading = readMeasure(typeof value === 'string' ? value : '', language);
  if (reading.ok) return reading.value;
  return reading.reason === 'empty' ? undefined : Number.NaN;
};

const MEASURES = ['weight', 'length', 'width', 'height'] as const;

/** One row of goods: the package, its size and weight per piece, how many, and how it may travel. */
export function GoodsRowFields({ index, onRemove }: { index: number; onRemove?: () => void }) {
  const { t, i18n } = useTranslation(['inquiry-create', 'inquiries', 'enums', 'common']);
  const { control, register, setValue, formState } = useFormContext<InquiryFormValues>();
  // What each measure's text was refused for, said in place of the schema's 'enter a number'.
  const [refusals, setRefusals] = useState<Partial<Record<(typeof MEASURES)[number], string>>>({});
  const noteRefusal = (measure: (typeof MEASURES)[number], text: string) => {
    const reading = readMeasure(text, i18n.language);
    const refusal = reading.ok ? undefined : describeRefusal(t, reading, i18n.language, MEASURE_RULES);
    setRefusals((current) => ({ ...current, [measure]: refusal }));
  };
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
            icon={Trash2}
            aria-label={t('goods.removeRow', { n: index + 1 })}
            onClick={onRemove}
          >
            <span className="hidden sm:inline">{t('goods.remove')}</span>
          </Button>
        )}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormSelect<InquiryFormValues, InquiryChoice<'packageType'>>
          name={`goods.${index}.packageType`}
          label={t('inquiries:fields.packageType')}
          inputId={`goods-${index}-package-type`}
          options={codeOptions(t, 'enums:packageType', PACKAGE_TYPES)}
          onChoose={(value) => {
            if (value !== 'pallets') setValue(`goods.${index}.palletType`, null);
          }}
        />
        {packageType === 'pallets' && (
          <FormSelect<InquiryFormValues, InquiryChoice<'palletType'>>
            name={`goods.${index}.palletType`}
            label={t('inquiries:fields.palletType')}
            inputId={`goods-${index}-pallet-type`}
            options={codeOptions(t, 'enums:palletType', PALLET_TYPES)}
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
            registration={register(`goods.${index}.${measure}`, { setValueAs: toMeasure(i18n.language) })}
            onBlur={(event) => noteRefusal(measure, event.currentTarget.value)}
            // Once refused, the reason follows each keystroke until the text reads.
            onChange={(event) => refusals[measure] && noteRefusal(measure, event.currentTarget.value)}
            error={refusals[measure] ?? err(errors?.[measure]?.message)}
          />
        ))}
        <TextInput
          label={t('inquiries:fields.quantity')}
          inputMode="numeric"
          restrict={WHOLE}
          className="[&_input]:text-right [&_input]:tabular-nums"
          registration={register(`goods.${index}.quantity`, { setValueAs: toWhole })}
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
