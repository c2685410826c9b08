import { Pencil, TimerOff } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { formatDate } from '@/lib/dates';
import { formatMoney, formatNumber } from '@/lib/format';
import type { PromoCode } from '../schemas';
import { PromoStateBadge } from './promo-state-badge';
import type { TableColumn } from '@/components/column-table';

export type PromoColumnId =
  'code' | 'kind' | 'value' | 'currency' | 'createdAt' | 'expiresAt' | 'uses' | 'state' | 'actions';

export type PromoColumn = TableColumn<PromoCode, PromoColumnId>;

const ORDER: PromoColumnId[] = [
  'code',
  'kind',
  'value',
  'currency',
  'createdAt',
  'expiresAt',
  'uses',
  'state',
  'actions',
];

type Actions = { onEdit: (promo: PromoCode) => void; onExpire: (promo: PromoCode) => void };

export function usePromoColumns({ onEdit, onExpire }: Actions): PromoColumn[] {
  const { t, i18n } = useTranslation(['promo-codes', 'common']);
  return useMemo(() => {
    const date = (value: string) => (
      <span className="whitespace-nowrap tabular-nums">{formatDate(value)}</span>
    );
    const all: Record<PromoColumnId, Omit<PromoColumn, 'id'>> = {
      code: {
        header: t('columns.code'),
        cell: (p) => <span className="font-mono text-sm font-semibold text-slate-900">{p.code}</span>,
      },
      kind: { header: t('columns.kind'), cell: (p) => t(`kind.${p.kind}`) },
      value: {
        header: t('columns.value'),
        numeric: true,
        cell: (p) => (
          <span className="whitespace-nowrap tabular-nums font-medium text-slate-900">
            {p.kind === 'COMMISSION' || p.currency === null
              ? t('percentValue', { value: formatNumber(p.value, i18n.language) })
              : formatMoney(p.value, p.currency, i18n.language)}
          </span>
        ),
      },
      currency: {
        header: t('columns.currency'),
        cell: (p) => p.currency ?? <span className="text-slate-500">—</span>,
      },
      createdAt: { header: t('columns.createdAt'), cell: (p) => date(p.createdAt) },
      expiresAt: { header: t('columns.expiresAt'), cell: (p) => date(p.expiresAt) },
      uses: {
        header: t('columns.uses'),
        numeric: true,
        cell: (p) => (
          <span className="whitespace-nowrap tabular-nums">
            {t('usesValue', { used: p.usedCount, max: p.maxUses })}
          </span>
        ),
      },
      state: { header: t('columns.state'), cell: (p) => <PromoStateBadge state={p.state} /> },
      actions: {
        header: t('columns.actions'),
        cell: (p) => (
          <span className="flex flex-wrap items-center justify-end gap-2">
            <Button
              variant="gray-outline"
              onClick={() => onEdit(p)}
              leftIcon={<Pencil aria-hidden className="size-4" />}
            >
              {t('actions.edit')}
              <span className="sr-only">: {p.code}</span>
            </Button>
            {p.state === 'active' && (
              <Button
                variant="gray-outline"
                onClick={() => onExpire(p)}
                leftIcon={<TimerOff aria-hidden className="size-4" />}
              >
                {t('actions.expire')}
                <span className="sr-only">: {p.code}</span>
              </Button>
            )}
          </span>
        ),
      },
    };
    return ORDER.map((id) => ({ id, ...all[id] }));
  }, [onEdit, onExpire, t, i18n.language]);
}
