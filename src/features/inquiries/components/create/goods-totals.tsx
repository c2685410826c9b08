import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { formatNumber, formatVolume } from '@/lib/numbers';
import { goodsTotals } from '../../goods-totals';
import type { GoodsRowValues, InquiryFormValues } from './form-values';

/** Pieces, gross weight and volume of the load, as a carrier prices it. */
export function GoodsTotals({ rows, live = false }: { rows: ReadonlyArray<GoodsRowValues>; live?: boolean }) {
  const { t, i18n } = useTranslation(['inquiry-create', 'inquiries']);
  const totals = goodsTotals(rows);
  const items = [
    [t('inquiries:totals.pieces'), formatNumber(totals.pieces, i18n.language)],
    [
      t('inquiries:totals.grossWeight'),
      `${formatNumber(totals.grossWeightKg, i18n.language)} ${t('units.kg')}`,
    ],
    [t('inquiries:totals.volume'), `${formatVolume(totals.volumeM3, i18n.language)} m³`],
  ] as const;
  return (
    <div role="group" aria-label={t('goods.totals')} aria-live={live ? 'polite' : undefined}>
      {/* Three a row; a total too wide for a third takes a row of its own, its number beside its unit. */}
      <dl className="flex flex-wrap gap-2 rounded-card border border-brand-200 bg-brand-50 p-4">
        {items.map(([label, value]) => (
          <div key={label} className="grow basis-[calc(33%-0.5rem)] text-right">
            <dt className="text-xs font-medium text-slate-600">{label}</dt>
            <dd className="mt-1 whitespace-nowrap text-base font-semibold tabular-nums text-slate-900">
              {value}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/** The totals under the goods rows, following every keystroke. */
export function LiveGoodsTotals() {
  const { control } = useFormContext<InquiryFormValues>();
  const rows = useWatch({ control, name: 'goods' });
  return <GoodsTotals rows={rows} live />;
}
