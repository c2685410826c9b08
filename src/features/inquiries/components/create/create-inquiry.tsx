import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { ErrorState } from '@/components/error-state';
import { FormAlert } from '@/components/form-alert';
import { SkeletonCards } from '@/components/skeleton-rows';
import { paths } from '@/config/paths';
import { useDecide } from '@/lib/permissions';
import { useInquiry } from '../../api/get-inquiry';
import { AlreadySentNotice } from './already-sent-notice';
import { dropFlowCopy, readFlowCopy, useFlowCopyKey } from './flow-copy';
import { emptyInquiryValues, readDraftValues, type InquiryFormValues } from './form-values';
import { InquiryFlow } from './inquiry-flow';
import { applyInquiryPrefill, readInquiryPrefill } from './prefill-values';
import { toStepNumber } from './steps';

type CreateInquiryProps = {
  /** `?draft=<id>`: the draft to resume. */
  draftId: number | null;
  /** `?step=<n>`: the step to open (the preview's edit links, a reload); otherwise the draft's saved step. */
  step: number | null;
};

type FlowAddress = { draftId: number | null; step: number };
type FlowPlace = { addressStep: number | null; onProgress: (at: FlowAddress) => void };
const FLOW_BARS = ['h-8 w-full', 'h-4 w-72 max-w-full', 'h-10 w-full', 'h-10 w-full'];
const addressKey = (draftId: number | null, step: number | null) => `${draftId ?? 'new'}:${step ?? ''}`;

/** The flow writes where it is into the address, so a reload comes back to the same step. */
export function CreateInquiry({ draftId, step }: CreateInquiryProps) {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [written, setWritten] = useState<ReadonlySet<string>>(() => new Set());
  const [session, setSession] = useState({ draftId, step, key: 0, resumeId: draftId });
  if (session.draftId !== draftId || session.step !== step) {
    const ours = written.has(addressKey(draftId, step));
    setSession(
      ours ? { ...session, draftId, step } : { draftId, step, key: session.key + 1, resumeId: draftId },
    );
  }

  const params = useRef(searchParams);
  // A move to another step is a new history entry, so Back returns; naming the draft only rewrites it.
  const addressStep = useRef(step);
  // The last address asked for: navigations land later, so the address shown may still be older.
  const requested = useRef(addressKey(draftId, step));
  const shown = addressKey(draftId, step);
  const lastShown = useRef(shown);
  useEffect(() => {
    params.current = searchParams;
    // Only when the address moved: on every render, a navigation still on its way would be pushed twice.
    if (lastShown.current !== shown) {
      requested.current = shown;
      addressStep.current = step;
    }
    lastShown.current = shown;
  });
  const onProgress = useCallback(
    (at: FlowAddress) => {
      const key = addressKey(at.draftId, at.step);
      setWritten((before) => (before.has(key) ? before : new Set(before).add(key)));
      if (requested.current === key) return;
      const replace = addressStep.current === null || addressStep.current === at.step;
      requested.current = key;
      addressStep.current = at.step;
      // Before the first save the address keeps what pre-filled the flow; a draft is named by its id.
      const next = new URLSearchParams(at.draftId === null ? params.current : undefined);
      if (at.draftId !== null) next.set('draft', String(at.draftId));
      next.set('step', String(at.step));
      void navigate({ pathname: paths.inquiries.create, search: `?${next.toString()}` }, { replace });
    },
    [navigate],
  );

  const suspended = useDecide()('inquiry:create') === 'suspended';
  if (suspended) return <SuspendedNotice />;
  return session.resumeId === null ? (
    <NewInquiry
      key={session.key}
      resumed={session.step !== null}
      addressStep={step}
      onProgress={onProgress}
    />
  ) : (
    <ResumeDraft
      key={session.key}
      id={session.resumeId}
      step={session.step}
      addressStep={step}
      onProgress={onProgress}
    />
  );
}

function NewInquiry({ resumed, ...place }: FlowPlace & { resumed: boolean }) {
  const [searchParams] = useSearchParams();
  const copyKey = useFlowCopyKey(null);
  // Read once: a lane or route offer in the address only starts the draft; the user changes it freely.
  const [values] = useState(() => {
    const kept = resumed ? readFlowCopy(copyKey, null) : null;
    if (!resumed) dropFlowCopy(copyKey);
    return kept ?? applyInquiryPrefill(emptyInquiryValues(), readInquiryPrefill(searchParams));
  });
  return <InquiryFlow draftId={null} basedOn={null} initialValues={values} initialStep={1} {...place} />;
}

function ResumeDraft({ id, step, ...place }: FlowPlace & { id: number; step: number | null }) {
  const inquiry = useInquiry(id);
  const copyKey = useFlowCopyKey(id);
  const [openAt] = useState(step);
  // Read once, so a refetch never overwrites typing; what this tab typed since the last save wins.
  const [loaded, setLoaded] = useState<{ values: InquiryFormValues; basedOn: string | null } | null>(null);
  if (inquiry.data && inquiry.data.status === 'draft' && loaded === null) {
    const basedOn = inquiry.data.updatedAt ?? null;
    setLoaded({ values: readFlowCopy(copyKey, basedOn) ?? readDraftValues(inquiry.data), basedOn });
  }

  if (inquiry.isError) return <ErrorState error={inquiry.error} onRetry={() => void inquiry.refetch()} />;
  if (inquiry.data && inquiry.data.status !== 'draft')
    return <AlreadySentNotice id={id} code={inquiry.data.inquiryCode} />;
  if (!inquiry.data || loaded === null) return <SkeletonCards cards={1} bars={FLOW_BARS} />;
  return (
    <InquiryFlow
      draftId={id}
      basedOn={loaded.basedOn}
      initialValues={loaded.values}
      initialStep={openAt ?? toStepNumber(inquiry.data.draft?.step) ?? 1}
      {...place}
    />
  );
}

/** Why there is no flow, said where it would be; the page header leads back to the inquiries. */
function SuspendedNotice() {
  const { t } = useTranslation('common');
  return <FormAlert tone="error">{t('suspension.actionDisabled')}</FormAlert>;
}
