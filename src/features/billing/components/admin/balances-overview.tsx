import { Wallet } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataList } from '@/components/data-list';
import { ListCard } from '@/components/list-card';
import type { DataColumn } from '@/components/data-list-columns';
import { formatDate } from '@/lib/dates';
import { noRowsOnPage } from '@/lib/list-state';
import { useBalances } from '../../api/get-balances';
import type { CarrierBalances } from '../../schemas';
import { MoneyLines } from './money-lines';

const owedOf = (b: CarrierBalances) => b.balances.map((x) => ({ currency: x.currency, value: x.owed }));
// A balance whose 'paid' the server left out shows no paid line for that currency.
const paidOf = (b: CarrierBalances) =>
  b.balances.flatMap((x) => (x.paid === undefined ? [] : [{ currency: x.currency, value: x.paid }]));

function useBalanceColumns(): DataColumn<CarrierBalances>[] {
  const { t } = useTranslation(['all-billing', 'common']);
  return useMemo(
    () => [
      {
        id: 'organization',
        header: t('all-billing:balances.columns.organization'),
        rowHeader: true,
        card: 'title',
        cell: (row) => row.organizationName ?? t('ui:missing'),
      },
      {
        id: 'owed',
        header: t('all-billing:balances.columns.owed'),
        numeric: true,
        cell: (row) => <MoneyLines lines={owedOf(row)} emphasise />,
      },
      {
        id: 'paid',
        header: t('all-billing:balances.columns.paid'),
        numeric: true,
        cell: (row) => <MoneyLines lines={paidOf(row)} />,
      },
      {
        id: 'lastPayment',
        header: t('all-billing:balances.columns.lastPayment'),
        className: 'whitespace-nowrap tabular-nums',
        cell: (row) =>
          row.lastPaymentDate ? (
            formatDate(row.lastPaymentDate)
          ) : (
            <span className="text-slate-500">{t('all-billing:balances.noPayment')}</span>
          ),
      },
    ],
    [t],
  );
}

export function BalancesOverview() {
  const { t } = useTranslation(['all-billing', 'common']);
  const balances = useBalances();
  const columns = useBalanceColumns();
  return (
    <ListCard title={t('all-billing:balances.heading')} description={t('all-billing:balances.hint')}>
      <DataList
        query={balances}
        columns={columns}
        rowKey={(row) => row.organizationId}
        caption={t('all-billing:balances.heading')}
        testId="balances-table"
        rowAttributes={() => ({ 'data-testid': 'balance-row' })}
        alignTop
        skeletonRows={3}
        // Rows that came but could not be read are not 'no balances': the note under the list says so.
        isEmpty={noRowsOnPage}
        empty={{ icon: <Wallet className="size-6" />, title: t('all-billing:balances.empty') }}
      />
    </ListCard>
  );
}
