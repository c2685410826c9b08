import { FilePen, Lock } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SuspendableLink } from '@/components/suspended-action';
import { paths } from '@/config/paths';

function DraftNote({
  locked,
  title,
  text,
  children,
}: {
  locked?: boolean;
  title: string;
  text: string;
  children?: ReactNode;
}) {
  const Icon = locked ? Lock : FilePen;
  return (
    <div
      role="note"
      className="flex flex-col gap-3 rounded-card border border-amber-200 bg-amber-50 p-4 text-amber-900 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex gap-3">
        <Icon aria-hidden className="mt-0.5 size-5 shrink-0 text-amber-700" />
        <div className="text-sm">
          <p className="font-semibold">{title}</p>
          <p className="text-amber-800">{text}</p>
        </div>
      </div>
      {children}
    </div>
  );
}

/** A draft has not reached carriers yet: say so and lead back into the create flow. */
export function DraftNotice({ inquiryId }: { inquiryId: number }) {
  const { t } = useTranslation('inquiry-details');
  return (
    <DraftNote title={t('draft.title')} text={t('draft.text')}>
      <SuspendableLink to={`${paths.inquiries.create}?draft=${inquiryId}`}>
        {t('links.continueDraft')}
      </SuspendableLink>
    </DraftNote>
  );
}

/** The admin edits sent inquiries only: a draft is its importer's. */
export function DraftLockedNotice() {
  const { t } = useTranslation('inquiry-details');
  return <DraftNote locked title={t('update.draftTitle')} text={t('update.draftText')} />;
}
