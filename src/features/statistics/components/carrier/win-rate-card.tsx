import { useTranslation } from 'react-i18next';
import type { CarrierStatistics } from '../../schemas';
import { ChartCard } from '../chart-card';
import { WinRateGauge } from '../lazy-charts';
import type { StatFormat } from '../use-stat-format';

/** Won bids among those decided (won or lost); bids still awaiting an answer do not count. */
export function WinRateCard({ data, format }: { data: CarrierStatistics; format: StatFormat }) {
  const { t } = useTranslation('statistics');
  const { placed, won, lost, winRatePercent } = data.totals;
  const rate = format.percent(winRatePercent);
  // Figures the server left out stay out of the sums: '—', never a guess.
  const decided = won !== undefined && lost !== undefined ? won + lost : undefined;
  const awaiting = placed !== undefined && decided !== undefined ? placed - decided : undefined;
  return (
    <ChartCard
      title={t('carrier.winRate.title')}
      summary={t('carrier.winRate.summary', {
        rate,
        won: format.count(won),
        decided: format.count(decided),
      })}
      emptyMessage={decided === 0 ? t('carrier.winRate.empty') : undefined}
      aside={
        <p className="flex flex-col items-center sm:w-40 sm:items-start">
          <span className="text-5xl font-semibold tabular-nums text-green-700">{rate}</span>
          <span className="mt-1 text-sm text-slate-600">{t('carrier.kpi.winRate')}</span>
        </p>
      }
      chartClassName="mx-auto h-44 max-w-44 flex-none sm:mx-0"
      chart={winRatePercent === undefined ? null : <WinRateGauge percent={winRatePercent} />}
      table={{
        columns: [
          { header: t('carrier.winRate.outcome') },
          { header: t('carrier.winRate.bids'), numeric: true },
        ],
        rows: [
          { key: 'won', cells: [t('carrier.kpi.won'), format.count(won)] },
          { key: 'lost', cells: [t('carrier.kpi.lost'), format.count(lost)] },
          { key: 'open', cells: [t('carrier.winRate.awaiting'), format.count(awaiting)] },
          { key: 'rate', cells: [t('carrier.kpi.winRate'), rate] },
        ],
      }}
    />
  );
}
