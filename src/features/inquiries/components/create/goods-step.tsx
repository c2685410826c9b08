import { Plus } from 'lucide-react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { FormSelect } from '@/components/form-select';
import { COMMODITY_TYPES, GOODS_READINESS, INCOTERMS } from '@/config/enums';
import { MAX_GOODS_ROWS, TEXT_MAX } from '@/config/limits';
import { translateFieldError, bindFields } from '@/lib/forms';
import type { InquiryChoice } from '../../known-choices';
import { emptyGoodsRow, type InquiryFormValues } from './form-values';
import { GoodsRowFields } from './goods-row-fields';
import { LiveGoodsTotals } from './goods-totals';
import { TextArea } from '@/components/text-area';
import { codeOptions } from '@/lib/display';

/** Step 5: what the load is, its terms, and its rows of packages with live totals. */
export function GoodsStep() {
  const { t } = useTranslation(['inquiry-create', 'inquiries', 'enums', 'common']);
  const { control, register, formState } = useFormContext<InquiryFormValues>();
  const rows = useFieldArray({ control, name: 'goods' });
  const field = bindFields({ register, formState }, t);
  const { errors } = formState;
  const rowsError = translateFieldError(t, errors.goods?.root?.message ?? errors.goods?.message);

  return (
    <div className="grid gap-6">
      <div className="grid gap-5 sm:grid-cols-2">
        <FormSelect<InquiryFormValues, InquiryChoice<'commodityType'>>
          name="commodityType"
          label={t('inquiries:fields.commodity')}
          inputId="commodity-type"
          options={codeOptions(t, 'enums:commodity', COMMODITY_TYPES)}
        />
        <FormSelect<InquiryFormValues, InquiryChoice<'readiness'>>
          name="readiness"
          label={t('inquiries:fields.readiness')}
          inputId="goods-readiness"
          options={codeOptions(t, 'enums:readiness', GOODS_READINESS)}
        />
        <TextArea
          className="sm:col-span-2"
          rows={3}
          label={t('inquiries:fields.description')}
          placeholder={t('goods.descriptionPlaceholder')}
          maxLength={TEXT_MAX.goodsDescription}
          {...field('description')}
        />
        <FormSelect<InquiryFormValues, InquiryChoice<'incoterms'>>
          name="incoterms"
          label={t('inquiries:fields.incoterms')}
          inputId="incoterms"
          options={INCOTERMS.map((term) => ({ value: term, label: term }))}
        />
      </div>

      <section aria-labelledby="goods-rows-title" className="grid gap-4">
        <h3 id="goods-rows-title" className="text-base font-semibold text-slate-900">
          {t('goods.rowsTitle')}
        </h3>
        {rows.fields.map((row, index) => (
          <GoodsRowFields
            key={row.id}
            index={index}
            onRemove={rows.fields.length > 1 ? () => rows.remove(index) : undefined}
          />
        ))}
        {rowsError && (
          <p role="alert" className="text-sm font-medium text-red-600">
            {rowsError}
          </p>
        )}
        <div className="flex flex-wrap items-center gap-3">
          <Button
            variant="outline"
            icon={Plus}
            disabled={rows.fields.length >= MAX_GOODS_ROWS}
            onClick={() => rows.append(emptyGoodsRow())}
          >
            {t('goods.addRow')}
          </Button>
          {rows.fields.length >= MAX_GOODS_ROWS && (
            <p className="text-sm text-slate-500">{t('goods.maxRows', { max: MAX_GOODS_ROWS })}</p>
          )}
        </div>
        <LiveGoodsTotals />
      </section>
    </div>
  );
}
