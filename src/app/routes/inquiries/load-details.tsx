import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { LoadDetailsPage } from '@/features/inquiries/components/details/load-details-page';

export function LoadDetailsRoute() {
  const { t } = useTranslation('inquiry-details');
  const { id } = useParams();
  return (
    <div className="grid gap-6">
      <h1 className="text-2xl font-semibold text-slate-900">{t('titles.loadDetails')}</h1>
      <LoadDetailsPage inquiryId={Number(id)} />
    </div>
  );
}
