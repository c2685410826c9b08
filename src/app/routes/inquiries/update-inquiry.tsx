import { UpdateInquiryPage } from '@/features/inquiries/components/details/update-inquiry-page';
import { InquiryIdScreen } from './inquiry-id-screen';

export function UpdateInquiryRoute() {
  return <InquiryIdScreen title="titles.update" Page={UpdateInquiryPage} />;
}
