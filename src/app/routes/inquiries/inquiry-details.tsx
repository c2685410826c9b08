import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { InquiryDetailsPage } from '@/features/inquiries/components/details/inquiry-details-page';
import { PageHeader } from '@/components/page-header';

export function InquiryDetailsRoute() {
  const { t } = useTranslation('inquiry-details');
  const { id } = useParams();
  return (
    <div className="grid gap-6">
      <PageHeader title={t('titles.details')} />
      <InquiryDetailsPage inquiryId={Number(id)} />
    </div>
  );
}
