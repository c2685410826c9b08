import { Pencil, TimerOff } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { RowActionButton } from '@/components/row-action-button';
import { formatDate } from '@/lib/dates';
import { PROMO_KINDS } from '@/config/billing';
import { formatMoney, formatNumber } from '@/lib/numbers';
import { isKnown } from '@/lib/lenient';
import type { PromoCode } from '../schemas';
import { PromoStateBadge } from './promo-state-badge';
import type { DataColumn } from '@/components/data-list-columns';

type Actions = { onEdit: (promo: PromoCode) => void; onExpire: (promo: PromoCode) => void };

export function usePromoColumns({ onEdit, onExpire }: Actions): DataColumn<PromoCode>[] {
  const { t, i18n } = useTranslation(['promo-codes', 'common']);
  return useMemo(() => {
    const none = <span className="text-slate-500">{t('ui:missing')}</span>;
    const date = (value: string | undefined) =>
      value ? <span className="whitespace-nowrap tabular-nums">{formatDate(value)}</span> : none;
    const count = (value: number | undefined) => (value === undefined ? t('ui:missing') : value);
    const value = (p: PromoCode, amount: number) => {
      if (p.kind === 'COMMISSION') return t('percentValue', { value: formatNumber(amount, i18n.language) });
      if (p.kind === 'DISCOUNT' && p.currency) return formatMoney(amount, p.currency, i18n.language);
      return formatNumber(amount, i18n.language);
    };
    return [
      {
        id: 'code',
        header: t('columns.code'),
        card: 'title',
        cell: (p) => <span className="font-mono text-sm font-semibold text-slate-900">{p.code}</span>,
      },
      {
        id: 'kind',
        header: t('columns.kind'),
        // A kind the app does not know shows its raw code.
        cell: (p) => (isKnown(PROMO_KINDS, p.kind) ? t(`kind.${p.kind}`) : (p.kind ?? none)),
      },
      {
        id: 'value',
        header: t('columns.value'),
        numeric: true,
        cell: (p) =>
          p.value === undefined ? (
            none
          ) : (
            <span className="whitespace-nowrap tabular-nums font-medium text-slate-900">
              {value(p, p.value)}
            </span>
          ),
      },
      {
        id: 'currency',
        header: t('columns.currency'),
        cell: (p) => p.currency ?? none,
      },
      { id: 'createdAt', header: t('columns.createdAt'), cell: (p) => date(p.createdAt) },
      { id: 'expiresAt', header: t('columns.expiresAt'), cell: (p) => date(p.expiresAt) },
      {
        id: 'uses',
        header: t('columns.uses'),
        numeric: true,
        cell: (p) => (
          <span className="whitespace-nowrap tabular-nums">
            {t('usesValue', { used: count(p.usedCount), max: count(p.maxUses) })}
          </span>
        ),
      },
      {
        id: 'state',
        header: t('columns.state'),
        card: 'badge',
        cell: (p) => <PromoStateBadge state={p.state} />,
      },
      {
        id: 'actions',
        header: t('columns.actions'),
        actions: true,
        cell: (p) => (
          <span className="flex flex-wrap items-center justify-end gap-2">
            {isKnown(PROMO_KINDS, p.kind) && (
              <RowActionButton icon={Pencil} row={p.code} onClick={() => onEdit(p)}>
                {t('actions.edit')}
              </RowActionButton>
            )}
            {p.state === 'active' && (
              <RowActionButton icon={TimerOff} row={p.code} onClick={() => onExpire(p)}>
                {t('actions.expire')}
              </RowActionButton>
            )}
          </span>
        ),
      },
    ];
  }, [onEdit, onExpire, t, i18n.language]);
}
