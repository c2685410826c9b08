import { TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PACKAGE_TYPES, PALLET_TYPES } from '@/config/enums';
import { goodsTotals } from '../../goods-totals';
import type { GoodsRowOut } from '../../schemas';
import { codeLabel } from '@/lib/display';
import { cn } from '@/components/class-names';
import { useDetailsFormat } from './use-details-format';

type Translate = ReturnType<typeof useTranslation>['t'];
type GoodsRow = GoodsRowOut;

const DASH = '—';

const palletOf = (row: GoodsRow, t: Translate) =>
  codeLabel(t, 'enums:palletType', PALLET_TYPES, row.palletType, DASH);
const packageOf = (row: GoodsRow, t: Translate) =>
  codeLabel(t, 'enums:packageType', PACKAGE_TYPES, row.packageType, DASH);
const dimensionsOf = (row: GoodsRow, format: Format) =>
  [row.length, row.width, row.height]
    .map((value) => (value === undefined ? DASH : format.number(value)))
    .join(' × ');
/** A row's own total needs every number it is made of. */
const whenAll = (values: Array<number | undefined>, text: () => string) =>
  values.every((value) => value !== undefined) ? text() : DASH;

const th = 'px-3 py-2.5 text-left text-xs font-semibold uppercase tracking-wide text-slate-600';
const num = 'whitespace-nowrap px-3 py-2.5 text-right tabular-nums';

type Format = ReturnType<typeof useDetailsFormat>;

type Fact = { label: string; value: (row: GoodsRow) => string; cell: string };

/** Declared once, so the table and the phone's cards cannot say different things. */
const rowFacts = (t: Translate, format: Format): Fact[] => [
  { label: t('inquiries:fields.palletType'), value: (row) => palletOf(row, t), cell: 'px-3 py-2.5' },
  {
    label: t('inquiry-details:load.dimensions'),
    value: (row) => dimensionsOf(row, format),
    cell: 'whitespace-nowrap px-3 py-2.5 tabular-nums',
  },
  {
    label: t('inquiry-details:load.weightPerPiece'),
    value: (row) => whenAll([row.weight], () => format.kg(row.weight!)),
    cell: num,
  },
  {
    label: t('inquiries:fields.quantity'),
    value: (row) => whenAll([row.quantity], () => format.number(row.quantity!)),
    cell: num,
  },
  {
    label: t('inquiries:totals.grossWeight'),
    value: (row) => whenAll([row.weight, row.quantity], () => format.kg(goodsTotals([row]).grossWeightKg)),
    cell: num,
  },
  {
    label: t('inquiries:totals.volume'),
    value: (row) =>
      whenAll([row.length, row.width, row.height, row.quantity], () =>
        format.m3(goodsTotals([row]).volumeM3),
      ),
    cell: num,
  },
];

/** The load's totals, under the table's columns and in the phone's summary box alike. */
const totalFacts = (goods: GoodsRow[], t: Translate, format: Format) => {
  const totals = goodsTotals(goods);
  return [
    { label: t('inquiries:totals.pieces'), value: format.number(totals.pieces) },
    { label: t('inquiries:totals.grossWeight'), value: format.kg(totals.grossWeightKg) },
    { label: t('inquiries:totals.volume'), value: format.m3(totals.volumeM3) },
  ];
};

export function GoodsTable({ goods }: { goods: GoodsRow[] }) {
  const { t } = useTranslation(['inquiry-details', 'inquiries', 'enums']);
  const format = useDetailsFormat();
  const facts = rowFacts(t, format);
  const totals = totalFacts(goods, t, format);

  if (goods.length === 0)
    return <p className="text-sm text-slate-500">{t('inquiry-details:load.noGoods')}</p>;

  return (
    <div className="grid gap-4">
      <div className="hidden overflow-x-auto md:block">
        <table className="w-full min-w-[760px] border-collapse text-sm">
          <caption className="sr-only">{t('inquiry-details:sections.goods')}</caption>
          <thead className="bg-slate-50">
            <tr>
              {['#', t('inquiries:fields.packageType')].map((label) => (
                <th key={label} scope="col" className={th}>
                  {label}
                </th>
              ))}
              {/* A heading over numbers sits on their side. */}
              {facts.map(({ label, cell }) => (
                <th key={label} scope="col" className={cell === num ? `${th} text-right` : th}>
                  {label}
                </th>
              ))}
              <th scope="col" className={th}>
                {t('inquiry-details:load.flags')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {goods.map((row, index) => (
              <tr key={index}>
                <td className="px-3 py-2.5 tabular-nums text-slate-500">{index + 1}</td>
                <td className="px-3 py-2.5">{packageOf(row, t)}</td>
                {facts.map(({ label, value, cell }) => (
                  <td key={label} className={cell}>
                    {value(row)}
                  </td>
                ))}
                <td className="px-3 py-2.5">
                  <Flags row={row} t={t} />
                </td>
              </tr>
            ))}
          </tbody>
          <tfoot className="border-t-2 border-slate-200 bg-slate-50 font-semibold text-slate-900">
            <tr>
              <th scope="row" colSpan={5} className="px-3 py-2.5 text-left">
                {t('inquiry-details:load.total')}
              </th>
              {totals.map(({ label, value }) => (
                <td key={label} className={num}>
                  <span className="sr-only">{label}: </span>
                  {value}
                </td>
              ))}
              <td />
            </tr>
          </tfoot>
        </table>
      </div>

      <ul className="grid grid-cols-1 gap-3 md:hidden">
        {goods.map((row, index) => (
          <li key={index} className="rounded-lg border border-slate-200 p-3 text-sm">
            <p className="font-semibold text-slate-900">
              {t('inquiry-details:load.row', { n: index + 1 })}: {packageOf(row, t)}
            </p>
            <dl className="mt-2 grid grid-cols-2 gap-x-3 gap-y-2">
              {facts.map(({ label, value }) => (
                <Fact key={label} label={label} value={value(row)} />
              ))}
            </dl>
            <div className="mt-2">
              <Flags row={row} t={t} />
            </div>
          </li>
        ))}
      </ul>

      <dl
        aria-label={t('inquiry-details:load.total')}
        className="flex flex-wrap gap-2 rounded-lg bg-brand-50 p-3 text-center md:hidden"
      >
        {totals.map(({ label, value }) => (
          <Fact key={label} label={label} value={value} total />
        ))}
      </dl>
    </div>
  );
}

const chip = 'inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs';

// A flag the server leaves out is not said either way.
function Flags({ row, t }: { row: GoodsRow; t: Translate }) {
  if (row.dangerous === undefined && row.stackable === undefined)
    return <span className="text-slate-500">{DASH}</span>;
  return (
    <div className="flex flex-wrap gap-1.5">
      {row.dangerous !== undefined && (
        <span
          className={cn(
            chip,
            row.dangerous ? 'bg-red-50 font-medium text-red-700' : 'bg-slate-100 text-slate-600',
          )}
        >
          {row.dangerous && <TriangleAlert aria-hidden className="size-3.5" />}
          {row.dangerous ? t('inquiries:fields.dangerous') : t('inquiry-details:load.notDangerous')}
        </span>
      )}
      {row.stackable !== undefined && (
        <span className={cn(chip, 'bg-slate-100 text-slate-600')}>
          {row.stackable ? t('inquiries:fields.stackable') : t('inquiry-details:load.notStackable')}
        </span>
      )}
    </div>
  );
}

function Fact({ label, value, total }: { label: string; value: string; total?: boolean }) {
  return (
    // A total keeps its number beside its unit: three a row, or a row of its own when too wide for a third.
    <div className={total ? 'grow basis-[calc(33%-0.5rem)]' : 'min-w-0'}>
      <dt className={cn('text-xs', total ? 'text-brand-700' : 'text-slate-500')}>{label}</dt>
      <dd className={cn('tabular-nums text-slate-900', total && 'whitespace-nowrap font-semibold')}>
        {value}
      </dd>
    </div>
  );
}
