import { useTranslation } from 'react-i18next';
import { RatingSummary } from '@/components/rating-summary';
import { formatDecimal } from '@/lib/numbers';
import type { Bid } from '../schemas';

/** The bid's carrier's average rating and count, or nothing before its first rating. */
export function CarrierRating({ rating }: { rating: Bid['carrierRating'] }) {
  const { t, i18n } = useTranslation(['bids']);
  if (!rating || rating.count < 1) return null;
  return (
    <RatingSummary
      average={rating.average}
      count={rating.count}
      language={i18n.language}
      label={t('bids:modal.rating', {
        average: formatDecimal(rating.average, i18n.language, 1),
        count: rating.count,
      })}
    />
  );
}
