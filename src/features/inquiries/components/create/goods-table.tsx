import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/components/class-names';
import { formatNumber } from '@/lib/numbers';
import type { GoodsRowValues } from './form-values';

const num = (value: number | undefined, language: string) =>
  typeof value === 'number' && Number.isFinite(value) ? formatNumber(value, language) : '—';

type GoodsColumn = {
  label: string;
  value: (row: GoodsRowValues) => string;
  /** Figures line up on the right, in the table and on a card. */
  numeric?: boolean;
  /** On a card, a detail that only some rows have (the pallet type) is left out where it does not apply. */
  onCard?: (row: GoodsRowValues) => boolean;
};

/** The goods rows read back: a table on a desk, one card per row on a phone, from one list of columns. */
export function GoodsTable({ rows }: { rows: ReadonlyArray<GoodsRowValues> }) {
  const { t, i18n } = useTranslation(['inquiry-create', 'inquiries', 'enums', 'common']);
  const lang = i18n.language;
  const yesNo = (value: boolean) => (value ? t('common:actions.yes') : t('common:actions.no'));
  const columns: GoodsColumn[] = [
    {
      label: t('inquiries:fields.packageType'),
      value: (row) => (row.packageType ? t(`enums:packageType.${row.packageType}`) : '—'),
    },
    {
      label: t('inquiries:fields.palletType'),
      value: (row) => (row.palletType ? t(`enums:palletType.${row.palletType}`) : '—'),
      onCard: (row) => row.packageType === 'pallets',
    },
    { label: t('inquiries:fields.weight'), value: (row) => num(row.weight, lang), numeric: true },
    {
      label: t('preview.size'),
      value: (row) => `${num(row.length, lang)} × ${num(row.width, lang)} × ${num(row.height, lang)}`,
      numeric: true,
    },
    { label: t('inquiries:fields.quantity'), value: (row) => num(row.quantity, lang), numeric: true },
    { label: t('inquiries:fields.dangerous'), value: (row) => yesNo(row.dangerous) },
    { label: t('inquiries:fields.stackable'), value: (row) => yesNo(row.stackable) },
  ];
  const cell = (column: GoodsColumn) => cn('px-3 py-2', column.numeric && 'text-right tabular-nums');

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
              {columns.map((column) => (
                <th
                  key={column.label}
                  scope="col"
                  className={cn('px-3 py-2', column.numeric && 'text-right')}
                >
                  {column.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {rows.map((row, index) => (
              <tr key={index}>
                <td className="px-3 py-2 tabular-nums text-slate-500">{index + 1}</td>
                {columns.map((column) => (
                  <td key={column.label} className={cell(column)}>
                    {column.value(row)}
                  </td>
                ))}
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
              {columns
                .filter((column) => column.onCard?.(row) ?? true)
                .map((column) => (
                  <Fragment key={column.label}>
                    <dt className="text-slate-500">{column.label}</dt>
                    <dd className={cn(column.numeric && 'text-right tabular-nums')}>{column.value(row)}</dd>
                  </Fragment>
                ))}
            </dl>
          </li>
        ))}
      </ul>
    </>
  );
}
