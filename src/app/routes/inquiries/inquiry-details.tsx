import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { InquiryDetailsPage } from '@/features/inquiries/components/details/inquiry-details-page';

export function InquiryDetailsRoute() {
  const { t } = useTranslation('inquiry-details');
  const { id } = useParams();
  return (
    <div className="grid gap-6">
      <h1 className="text-2xl font-semibold text-slate-900">{t('titles.details')}</h1>
      <InquiryDetailsPage inquiryId={Number(id)} />
    </div>
  );
}
