import { LoadDetailsPage } from '@/features/inquiries/components/details/load-details-page';
import { InquiryIdScreen } from './inquiry-id-screen';

/** /load-details/{id}: the load of one inquiry, under the spec's page title 'general cargo information'. */
export function LoadDetailsRoute() {
  return <InquiryIdScreen title="titles.generalCargo" Page={LoadDetailsPage} />;
}
