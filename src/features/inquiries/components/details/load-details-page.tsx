import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { InquiryScreen } from './inquiry-screen';
import { LoadDetails } from './load-details';
import { Card } from '@/components/card';

export function LoadDetailsPage({ inquiryId }: { inquiryId: number }) {
  const { t } = useTranslation(['inquiry-details', 'inquiries', 'enums', 'common']);

  return (
    <InquiryScreen
      inquiryId={inquiryId}
      list={paths.inquiries.list}
      backTo={paths.inquiries.details(inquiryId)}
    >
      {(inquiry) => (
        <Card title={t('inquiry-details:sections.load')}>
          <LoadDetails inquiry={inquiry} />
        </Card>
      )}
    </InquiryScreen>
  );
}
