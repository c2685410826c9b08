import { InquiryDetailsPage } from '@/features/inquiries/components/details/inquiry-details-page';
import { InquiryIdScreen } from './inquiry-id-screen';

export function InquiryDetailsRoute() {
  return <InquiryIdScreen title="titles.details" Page={InquiryDetailsPage} />;
}
