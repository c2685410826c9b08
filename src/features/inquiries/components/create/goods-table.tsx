import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/lib/format';
import type { GoodsRowValues } from './form-values';

const num = (value: number | undefined, language: string) =>
  typeof value === 'number' && Number.isFinite(value) ? formatNumber(value, language) : '—';

/** The goods rows read back: a table on a desk, one card per row on a phone. */
export function GoodsTable({ rows }: { rows: ReadonlyArray<GoodsRowValues> }) {
  const { t, i18n } = useTranslation(['inquiry-create', 'inquiries', 'enums', 'common']);
  const lang = i18n.language;
  const yesNo = (value: boolean) => (value ? t('common:actions.yes') : t('common:actions.no'));
  const packageOf = (row: GoodsRowValues) =>
    row.packageType ? t(`enums:packageType.${row.packageType}`) : '—';
  const palletOf = (row: GoodsRowValues) => (row.palletType ? t(`enums:palletType.${row.palletType}`) : '—');
  const size = (row: GoodsRowValues) =>
    `${num(row.length, lang)} × ${num(row.width, lang)} × ${num(row.height, lang)}`;

  return (
    <>
      <div className="hidden overflow-x-auto rounded-lg border border-slate-200 md:block">
        <table className="w-full text-sm">
          <caption className="sr-only">{t('goods.rowsTitle')}</caption>
          <thead className="bg-slate-50 text-left text-xs font-medium uppercase tracking-wide text-slate-500">
            <tr>
              <th scope="col" className="px-3 py-2">
                #
              </th>
              <th scope="col" className="px-3 py-2">
                {t('inquiries:fields.packageType')}
              </th>
              <th scope="col" className="px-3 py-2">
                {t('inquiries:fields.palletType')}
              </th>
              <th scope="col" className="px-3 py-2 text-right">
                {t('inquiries:fields.weight')}
              </th>
              <th scope="col" className="px-3 py-2 text-right">
                {t('preview.size')}
              </th>
              <th scope="col" className="px-3 py-2 text-right">
                {t('inquiries:fields.quantity')}
              </th>
              <th scope="col" className="px-3 py-2">
                {t('inquiries:fields.dangerous')}
              </th>
              <th scope="col" className="px-3 py-2">
                {t('inquiries:fields.stackable')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {rows.map((row, index) => (
              <tr key={index}>
                <td className="px-3 py-2 tabular-nums text-slate-500">{index + 1}</td>
                <td className="px-3 py-2">{packageOf(row)}</td>
                <td className="px-3 py-2">{palletOf(row)}</td>
                <td className="px-3 py-2 text-right tabular-nums">{num(row.weight, lang)}</td>
                <td className="px-3 py-2 text-right tabular-nums">{size(row)}</td>
                <td className="px-3 py-2 text-right tabular-nums">{num(row.quantity, lang)}</td>
                <td className="px-3 py-2">{yesNo(row.dangerous)}</td>
                <td className="px-3 py-2">{yesNo(row.stackable)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="grid grid-cols-1 gap-3 md:hidden">
        {rows.map((row, index) => (
          <li key={index} className="rounded-lg border border-slate-200 p-3 text-sm">
            <p className="font-semibold text-slate-900">{t('goods.row', { n: index + 1 })}</p>
            <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1">
              <dt className="text-slate-500">{t('inquiries:fields.packageType')}</dt>
              <dd>{packageOf(row)}</dd>
              {row.packageType === 'pallets' && (
                <>
                  <dt className="text-slate-500">{t('inquiries:fields.palletType')}</dt>
                  <dd>{palletOf(row)}</dd>
                </>
              )}
              <dt className="text-slate-500">{t('inquiries:fields.weight')}</dt>
              <dd className="text-right tabular-nums">{num(row.weight, lang)}</dd>
              <dt className="text-slate-500">{t('preview.size')}</dt>
              <dd className="text-right tabular-nums">{size(row)}</dd>
              <dt className="text-slate-500">{t('inquiries:fields.quantity')}</dt>
              <dd className="text-right tabular-nums">{num(row.quantity, lang)}</dd>
              <dt className="text-slate-500">{t('inquiries:fields.dangerous')}</dt>
              <dd>{yesNo(row.dangerous)}</dd>
              <dt className="text-slate-500">{t('inquiries:fields.stackable')}</dt>
              <dd>{yesNo(row.stackable)}</dd>
            </dl>
          </li>
        ))}
      </ul>
    </>
  );
}
