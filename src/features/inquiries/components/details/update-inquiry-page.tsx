import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { DraftLockedNotice } from './draft-notice';
import { EditInquiryForm } from './edit-inquiry-form';
import { InquiryScreen } from './inquiry-screen';
import { StatusForm } from './status-form';
import { StatusSummary } from './status-summary';
import { Card } from '@/components/card';

/** The admin's screen for one inquiry: its status (with a reason where one is owed) and its fields. */
export function UpdateInquiryPage({ inquiryId }: { inquiryId: number }) {
  const { t } = useTranslation(['inquiry-details', 'inquiries', 'enums', 'status', 'common']);

  return (
    <InquiryScreen inquiryId={inquiryId} list={paths.inquiries.all}>
      {(inquiry) =>
        inquiry.status === 'draft' ? (
          <DraftLockedNotice />
        ) : (
          <>
            <Card title={t('inquiry-details:sections.statusForm')} className="max-w-2xl">
              <div className="grid gap-5">
                <StatusSummary inquiry={inquiry} />
                <StatusForm inquiry={inquiry} />
              </div>
            </Card>
            <Card title={t('inquiry-details:sections.editForm')}>
              <EditInquiryForm inquiry={inquiry} />
            </Card>
          </>
        )
      }
    </InquiryScreen>
  );
}
