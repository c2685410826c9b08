import { useTranslation } from 'react-i18next';
import { DataRows } from '@/components/data-list';
import type { DataColumn } from '@/components/data-list-columns';
import { formatNumber } from '@/lib/numbers';
import type { GoodsRowValues } from './form-values';

const num = (value: number | undefined, language: string) =>
  typeof value === 'number' && Number.isFinite(value) ? formatNumber(value, language) : '—';

type Row = GoodsRowValues & { n: number };

export function GoodsTable({ rows }: { rows: ReadonlyArray<GoodsRowValues> }) {
  const { t, i18n } = useTranslation(['inquiry-create', 'inquiries', 'enums', 'common']);
  const lang = i18n.language;
  const yesNo = (value: boolean) => (value ? t('common:actions.yes') : t('common:actions.no'));
  const columns: DataColumn<Row>[] = [
    { id: 'n', header: '#', cell: (row) => t('goods.row', { n: row.n }), card: 'title', rowHeader: true },
    {
      id: 'packageType',
      header: t('inquiries:fields.packageType'),
      cell: (row) => (row.packageType ? t(`enums:packageType.${row.packageType}`) : '—'),
    },
    {
      id: 'palletType',
      header: t('inquiries:fields.palletType'),
      cell: (row) => (row.palletType ? t(`enums:palletType.${row.palletType}`) : '—'),
    },
    {
      id: 'weight',
      header: t('inquiries:fields.weight'),
      cell: (row) => num(row.weight, lang),
      numeric: true,
    },
    {
      id: 'size',
      header: t('preview.size'),
      cell: (row) => `${num(row.length, lang)} × ${num(row.width, lang)} × ${num(row.height, lang)}`,
      numeric: true,
    },
    {
      id: 'quantity',
      header: t('inquiries:fields.quantity'),
      cell: (row) => num(row.quantity, lang),
      numeric: true,
    },
    { id: 'dangerous', header: t('inquiries:fields.dangerous'), cell: (row) => yesNo(row.dangerous) },
    { id: 'stackable', header: t('inquiries:fields.stackable'), cell: (row) => yesNo(row.stackable) },
  ];
  return (
    <DataRows
      rows={rows.map((row, index) => ({ ...row, n: index + 1 }))}
      busy={false}
      columns={columns}
      rowKey={(row) => row.n}
      caption={t('goods.rowsTitle')}
    />
  );
}
