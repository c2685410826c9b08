import { Lock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
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
        )
      }
    </InquiryScreen>
  );
}
