import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { InquiryStepsPage } from '@/features/inquiries/components/details/inquiry-steps-page';
import { useSessionUser } from '@/lib/use-session';

export function InquiryStepsRoute() {
  const { t } = useTranslation('inquiry-details');
  const { id } = useParams();
  const user = useSessionUser();
  return (
    <div className="grid gap-6">
      <h1 className="text-2xl font-semibold text-slate-900">{t('titles.steps')}</h1>
      <InquiryStepsPage
        inquiryId={Number(id)}
        reader={user?.organizationType === 'LOGISTIC' ? 'carrier' : 'owner'}
      />
    </div>
  );
}
