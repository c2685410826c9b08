import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { UpdateInquiryPage } from '@/features/inquiries/components/details/update-inquiry-page';

export function UpdateInquiryRoute() {
  const { t } = useTranslation('inquiry-details');
  const { id } = useParams();
  return (
    <div className="grid gap-6">
      <h1 className="text-2xl font-semibold text-slate-900">{t('titles.update')}</h1>
      <UpdateInquiryPage inquiryId={Number(id)} />
    </div>
  );
}
