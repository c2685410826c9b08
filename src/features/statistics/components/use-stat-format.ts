import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useDateLocale } from '@/lib/date-locale';
import { formatMoney, formatNumber } from '@/lib/numbers';
import { axisPeriodLabel, fullPeriodLabel, type Granularity } from './period-label';

export function useStatFormat(granularity: Granularity) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const dateLocale = useDateLocale(language);
  return useMemo(() => {
    const missing = t('ui:missing');
    return {
      language,
      count: (value: number | undefined) => (value === undefined ? missing : formatNumber(value, language)),
      /** A percentage; '—' (not '—%') for one the server left out. */
      percent: (value: number | undefined) =>
        value === undefined ? missing : `${formatNumber(value, language)}%`,
      money: (value: number, currency: string) => formatMoney(value, currency, language),
      axisPeriod: (period: string) => axisPeriodLabel(period, granularity, dateLocale),
      fullPeriod: (period: string) => fullPeriodLabel(period, granularity, dateLocale),
    };
  }, [t, language, dateLocale, granularity]);
}

export type StatFormat = ReturnType<typeof useStatFormat>;

export const sumOf = <T>(rows: T[], pick: (row: T) => number) =>
  rows.reduce((sum, row) => sum + pick(row), 0);
