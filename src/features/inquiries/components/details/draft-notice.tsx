import { FilePen } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SuspendableLink } from '@/components/suspended-action';
import { paths } from '@/config/paths';

/** A draft has not reached carriers yet: say so and lead back into the create flow. */
export function DraftNotice({ inquiryId }: { inquiryId: number }) {
  const { t } = useTranslation('inquiry-details');
  return (
    <div
      role="note"
      className="flex flex-col gap-3 rounded-card border border-amber-200 bg-amber-50 p-4 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex gap-3">
        <FilePen aria-hidden className="mt-0.5 size-5 shrink-0 text-amber-700" />
        <div>
          <p className="text-sm font-semibold text-amber-900">{t('draft.title')}</p>
          <p className="text-sm text-amber-800">{t('draft.text')}</p>
        </div>
      </div>
      <SuspendableLink to={`${paths.inquiries.create}?draft=${inquiryId}`}>
        {t('links.continueDraft')}
      </SuspendableLink>
    </div>
  );
}
