import { Lock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { useInquiry } from '../../api/get-inquiry';
import { EditInquiryForm } from './edit-inquiry-form';
import { InquiryHeader } from './inquiry-header';
import { InquiryQueryState } from './inquiry-query-state';
import { StatusForm } from './status-form';
import { StatusSummary } from './status-summary';
import { Card } from '@/components/card';

/** The admin's screen for one inquiry: its status (with a reason where one is owed) and its fields. */
export function UpdateInquiryPage({ inquiryId }: { inquiryId: number }) {
  const { t } = useTranslation(['inquiry-details', 'inquiries', 'enums', 'status', 'common']);
  const query = useInquiry(inquiryId, 'owner');

  return (
    <InquiryQueryState query={query} backTo={paths.inquiries.all}>
      {(inquiry) => (
        <div className="grid gap-6">
          <InquiryHeader inquiry={inquiry} backTo={paths.inquiries.all} />
          {inquiry.status === 'draft' ? (
            <div
              role="note"
              className="flex gap-3 rounded-card border border-amber-200 bg-amber-50 p-4 text-amber-900"
            >
              <Lock aria-hidden className="mt-0.5 size-5 shrink-0" />
              <div>
                <p className="text-sm font-semibold">{t('inquiry-details:update.draftTitle')}</p>
                <p className="text-sm">{t('inquiry-details:update.draftText')}</p>
              </div>
            </div>
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
          )}
        </div>
      )}
    </InquiryQueryState>
  );
}
