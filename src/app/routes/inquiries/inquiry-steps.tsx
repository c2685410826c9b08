import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { InquiryStepsPage } from '@/features/inquiries/components/details/inquiry-steps-page';
import { RatingCard } from '@/features/ratings/components/rating-card';
import { useDecide } from '@/lib/permissions';
import { PageHeader } from '@/components/page-header';

export function InquiryStepsRoute() {
  const { t } = useTranslation('inquiry-details');
  const { id } = useParams();
  const decide = useDecide();
  return (
    <div className="grid gap-6">
      <PageHeader title={t('titles.steps')} />
      <InquiryStepsPage
        inquiryId={Number(id)}
        // The carrier moves the shipment's steps on (switched off while suspended); the owner follows them.
        reader={decide('shipment:updateSteps') === 'denied' ? 'owner' : 'carrier'}
      />
      {/* Once delivery is confirmed the importer rates the carrier; the card says nothing before. */}
      <RatingCard inquiryId={Number(id)} />
    </div>
  );
}
