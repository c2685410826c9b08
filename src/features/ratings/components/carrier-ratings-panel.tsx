import { useTranslation } from 'react-i18next';
import { Card } from '@/components/card';
import { DataList } from '@/components/data-list';
import type { DataColumn } from '@/components/data-list-columns';
import { RATING_MAX_STARS } from '@/config/limits';
import { formatDate } from '@/lib/dates';
import { orMissing } from '@/lib/display';
import { formatDecimal } from '@/lib/numbers';
import { useCarrierRatingRows, useCarrierRatings } from '../api/get-carrier-ratings';
import type { ReceivedRating } from '../schemas';
import { Stars } from './star-input';

type Props = { page: number; onPageChange: (page: number, options: { replace: boolean }) => void };

export function CarrierRatingsPanel({ page, onPageChange }: Props) {
  const { t, i18n } = useTranslation(['ratings', 'common']);
  const summary = useCarrierRatings(page).data;
  const rows = useCarrierRatingRows(page);
  const starsLabel = (stars: number) => t('ratings:given', { stars, max: RATING_MAX_STARS });
  const columns: DataColumn<ReceivedRating>[] = [
    {
      id: 'stars',
      header: t('ratings:stars'),
      card: 'title',
      cell: (r) => <Stars stars={r.stars} label={starsLabel(r.stars)} />,
    },
    {
      id: 'comment',
      header: t('ratings:comment'),
      card: 'wide',
      className: 'max-w-md',
      cell: (r) => r.comment || <span className="text-slate-500">{t('ratings:mine.noComment')}</span>,
    },
    {
      id: 'from',
      header: t('ratings:mine.fromHeader'),
      cell: (r) =>
        t('ratings:mine.from', { importer: orMissing(t, r.importerName), code: orMissing(t, r.inquiryCode) }),
    },
    {
      id: 'createdAt',
      header: t('ratings:mine.date'),
      cell: (r) => <span className="tabular-nums">{orMissing(t, formatDate(r.createdAt))}</span>,
    },
  ];

  return (
    <div className="grid gap-4">
      {summary && (summary.count ?? 0) > 0 && summary.average !== undefined && (
        <Card className="flex flex-wrap items-center gap-x-6 gap-y-2 p-5">
          <div className="grid gap-1">
            <span className="text-sm text-slate-600">{t('ratings:mine.average')}</span>
            <span className="flex items-center gap-2">
              <span className="text-2xl font-semibold tabular-nums text-slate-900">
                {formatDecimal(summary.average, i18n.language, 1)}
              </span>
              <Stars stars={Math.round(summary.average)} label={starsLabel(Math.round(summary.average))} />
            </span>
          </div>
          <span className="text-sm text-slate-600">
            {t('ratings:mine.count', { count: summary.count ?? 0 })}
          </span>
        </Card>
      )}
      <Card as="section">
        <DataList
          query={rows}
          columns={columns}
          rowKey={(r) => r.id}
          caption={t('ratings:mine.caption')}
          testId="ratings-table"
          rowAttributes={() => ({ 'data-testid': 'rating-row' })}
          empty={{ title: t('ratings:mine.empty'), description: t('ratings:mine.emptyText') }}
          page={page}
          onPageChange={onPageChange}
          pagesOnlyWhenMany
        />
      </Card>
    </div>
  );
}
