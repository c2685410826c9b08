import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { UpdateInquiryPage } from '@/features/inquiries/components/details/update-inquiry-page';
import { PageHeader } from '@/components/page-header';

export function UpdateInquiryRoute() {
  const { t } = useTranslation('inquiry-details');
  const { id } = useParams();
  return (
    <div className="grid gap-6">
      <PageHeader title={t('titles.update')} />
      <UpdateInquiryPage inquiryId={Number(id)} />
    </div>
  );
}
