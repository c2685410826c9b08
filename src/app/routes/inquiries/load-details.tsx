import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { LoadDetailsPage } from '@/features/inquiries/components/details/load-details-page';
import { PageHeader } from '@/components/page-header';

/** /load-details/{id}: the load of one inquiry, under the spec's page title 'general cargo information'. */
export function LoadDetailsRoute() {
  const { t } = useTranslation('inquiry-details');
  const { id } = useParams();
  return (
    <div className="grid gap-6">
      <PageHeader title={t('titles.generalCargo')} />
      <LoadDetailsPage inquiryId={Number(id)} />
    </div>
  );
}
