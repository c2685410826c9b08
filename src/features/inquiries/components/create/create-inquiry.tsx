import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { ErrorState } from '@/components/error-state';
import { SkeletonBlock } from '@/components/skeleton-rows';
import { paths } from '@/config/paths';
import { useInquiry } from '../../api/get-inquiry';
import { AlreadySentNotice } from './already-sent-notice';
import { emptyDocumentFiles, emptyInquiryValues, readDraftValues } from './form-values';
import { InquiryFlow } from './inquiry-flow';
import { applyInquiryPrefill, readInquiryPrefill } from './prefill-values';
import { toStepNumber } from './steps';

type CreateInquiryProps = {
  /** `?draft=<id>`: the draft to resume. */
  draftId: number | null;
  /** `?step=<n>`: the step to open (the preview's edit links); otherwise the draft's saved step. */
  step: number | null;
};

/**
 * /inquiries/new: a new inquiry (optionally pre-filled from a lane or route offer, see prefill-values),
 * or a saved draft resumed. When the flow saves its first draft it
 * names it in the address, which must not restart the flow; any other change of draft or step does.
 */
export function CreateInquiry({ draftId, step }: CreateInquiryProps) {
  const navigate = useNavigate();
  const [ownDraft, setOwnDraft] = useState<number | null>(null);
  const [session, setSession] = useState({ draftId, step, key: 0, resumeId: draftId });
  if (session.draftId !== draftId || session.step !== step) {
    const ours = draftId !== null && draftId === ownDraft && step === null;
    setSession(
      ours ? { ...session, draftId, step } : { draftId, step, key: session.key + 1, resumeId: draftId },
    );
  }

  const onSaved = (id: number) => {
    setOwnDraft(id);
    if (draftId !== id || step !== null)
      void navigate({ pathname: paths.inquiries.create, search: `?draft=${id}` }, { replace: true });
  };

  return session.resumeId === null ? (
    <NewInquiry key={session.key} onSaved={onSaved} />
  ) : (
    <ResumeDraft key={session.key} id={session.resumeId} step={session.step} onSaved={onSaved} />
  );
}

function NewInquiry({ onSaved }: { onSaved: (id: number) => void }) {
  const [searchParams] = useSearchParams();
  // Read once: a lane or route offer in the address only starts the draft; the user changes it freely.
  const [values] = useState(() => ({
    ...applyInquiryPrefill(emptyInquiryValues(), readInquiryPrefill(searchParams)),
    documentFiles: emptyDocumentFiles,
  }));
  return <InquiryFlow draftId={null} initialValues={values} initialStep={1} onSaved={onSaved} />;
}

function ResumeDraft({
  id,
  step,
  onSaved,
}: {
  id: number;
  step: number | null;
  onSaved: (id: number) => void;
}) {
  const { t } = useTranslation(['inquiry-create', 'common']);
  const inquiry = useInquiry(id);
  const [openAt] = useState(step);
  // Read once: later refetches of the draft must not overwrite what is being typed.
  const [loaded, setLoaded] = useState<ReturnType<typeof readDraftValues> | null>(null);
  if (inquiry.data && inquiry.data.status === 'draft' && loaded === null)
    setLoaded(readDraftValues(inquiry.data));

  if (inquiry.isError) return <ErrorState error={inquiry.error} onRetry={() => void inquiry.refetch()} />;
  if (inquiry.data && inquiry.data.status !== 'draft')
    return <AlreadySentNotice id={id} code={inquiry.data.inquiryCode} />;
  if (!inquiry.data || loaded === null) return <FlowSkeleton label={t('common:loading')} />;
  return (
    <InquiryFlow
      draftId={id}
      initialValues={loaded}
      initialStep={openAt ?? toStepNumber(inquiry.data.draft?.step) ?? 1}
      onSaved={onSaved}
    />
  );
}

function FlowSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} className="grid gap-6">
      <div className="flex gap-2" aria-hidden>
        {Array.from({ length: 6 }, (_, i) => (
          <SkeletonBlock key={i} className="h-8 flex-1 rounded-full" />
        ))}
      </div>
      <div className="grid gap-4 rounded-card border border-slate-200 bg-white p-6 shadow-card" aria-hidden>
        <SkeletonBlock className="h-6 w-48" />
        <SkeletonBlock className="h-4 w-72 max-w-full" />
        <div className="grid gap-4 sm:grid-cols-2">
          {Array.from({ length: 4 }, (_, i) => (
            <SkeletonBlock key={i} className="h-10 w-full" />
          ))}
        </div>
      </div>
    </div>
  );
}
