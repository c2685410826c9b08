import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { useInquiry } from '../../api/get-inquiry';
import { InquiryHeader } from './inquiry-header';
import { InquiryQueryState } from './inquiry-query-state';
import { LoadDetails } from './load-details';
import { Card } from '@/components/card';

/** The importer's load details on a page of their own, led back to the inquiry. */
export function LoadDetailsPage({ inquiryId }: { inquiryId: number }) {
  const { t } = useTranslation(['inquiry-details', 'inquiries', 'enums', 'common']);
  const query = useInquiry(inquiryId, 'owner');
  const back = paths.inquiries.details(inquiryId);

  return (
    <InquiryQueryState query={query} backTo={paths.inquiries.list}>
      {(inquiry) => (
        <div className="grid gap-6">
          <InquiryHeader inquiry={inquiry} backTo={back} />
          <Card title={t('inquiry-details:sections.load')}>
            <LoadDetails inquiry={inquiry} />
          </Card>
        </div>
      )}
    </InquiryQueryState>
  );
}
