import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { CarrierInquiryDetailsView } from '@/features/inquiries/components/details/carrier-inquiry-details-view';

export function CarrierInquiryDetailsRoute() {
  const { t } = useTranslation('inquiry-details');
  const { id } = useParams();
  return (
    <div className="grid gap-6">
      <h1 className="text-2xl font-semibold text-slate-900">{t('titles.carrierDetails')}</h1>
      <CarrierInquiryDetailsView inquiryId={Number(id)} />
    </div>
  );
}
