import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { InquiryStepsPage } from '@/features/inquiries/components/details/inquiry-steps-page';
import { useCan } from '@/lib/permissions';

export function InquiryStepsRoute() {
  const { t } = useTranslation('inquiry-details');
  const { id } = useParams();
  const can = useCan();
  return (
    <div className="grid gap-6">
      <h1 className="text-2xl font-semibold text-slate-900">{t('titles.steps')}</h1>
      <InquiryStepsPage
        inquiryId={Number(id)}
        // The carrier moves the shipment's steps on; the owner follows them.
        reader={can('shipment:updateSteps') ? 'carrier' : 'owner'}
      />
    </div>
  );
}
