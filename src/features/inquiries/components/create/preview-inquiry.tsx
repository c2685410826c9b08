import { RotateCw, Send } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { Button, buttonClasses } from '@/components/button';
import { ErrorState } from '@/components/error-state';
import { SkeletonCards } from '@/components/skeleton-rows';
import { SuspendableButton } from '@/components/suspended-action';
import { paths } from '@/config/paths';
import { describeError } from '@/lib/api-error';
import { translateFieldError } from '@/lib/forms';
import { notify } from '@/lib/toast';
import { useInquiry } from '../../api/get-inquiry';
import { useSubmitInquiry } from '../../api/submit-inquiry';
import { inquiryInputSchema, type InquiryDetail } from '../../schemas';
import { AlreadySentNotice } from './already-sent-notice';
import { FormAlert } from '@/components/form-alert';
import { readDraftValues, toInquiryInput } from './form-values';
import {
  DocumentFacts,
  editLink,
  GoodsFacts,
  PlaceFacts,
  PreviewSection,
  SendToFacts,
  TransportFacts,
} from './preview-sections';
import { dropFlowCopy, useFlowCopyKey } from './flow-copy';
import { STEPS, stepOfPath } from './steps';

/** /inquiries/preview-inquiry/{id}: the draft read back section by section, then sent. */
export function PreviewInquiry({ id }: { id: number }) {
  const { t } = useTranslation(['inquiry-create', 'common']);
  const navigate = useNavigate();
  const inquiry = useInquiry(id);
  const copyKey = useFlowCopyKey(id);
  const submit = useSubmitInquiry({
    onSuccess: (sent) => {
      // Sent: what this tab kept of the draft will not be resumed.
      dropFlowCopy(copyKey);
      notify.success(t('preview.sent', { code: sent.inquiryCode }));
      void navigate(paths.inquiries.details(sent.id));
    },
  });
  // Once sent, the refetch is no draft; the page shows what was sent until it moves on to the details.
  const [lastDraft, setLastDraft] = useState<InquiryDetail | null>(null);
  const data = inquiry.data;
  if (data && data.status === 'draft' && data !== lastDraft) setLastDraft(data);
  const sending = submit.isPending || submit.isSuccess;

  if (sending && lastDraft) return <DraftPreview inquiry={lastDraft} submit={submit} />;
  if (inquiry.isPending) return <SkeletonCards cards={4} bars={['h-4 w-full', 'h-4 w-full']} />;
  if (inquiry.isError) return <ErrorState error={inquiry.error} onRetry={() => void inquiry.refetch()} />;
  if (inquiry.data.status !== 'draft') return <AlreadySentNotice id={id} code={inquiry.data.inquiryCode} />;
  return <DraftPreview inquiry={inquiry.data} submit={submit} />;
}

type Problem = { step: number; path: string; message: string };

function DraftPreview({
  inquiry,
  submit,
}: {
  inquiry: InquiryDetail;
  submit: ReturnType<typeof useSubmitInquiry>;
}) {
  const { t } = useTranslation(['inquiry-create', 'inquiries', 'enums', 'common']);
  const [problems, setProblems] = useState<Problem[]>([]);
  const values = useMemo(() => readDraftValues(inquiry), [inquiry]);
  const { id } = inquiry;

  const send = () => {
    const parsed = inquiryInputSchema.safeParse(toInquiryInput(values));
    if (!parsed.success) {
      const seen = new Set<string>();
      setProblems(
        parsed.error.issues
          .map((issue) => ({
            step: stepOfPath(issue.path),
            path: issue.path.map(String).join('.'),
            message: translateFieldError(t, issue.message) ?? '',
          }))
          .filter((p) => !seen.has(p.path) && seen.add(p.path))
          .sort((a, b) => a.step - b.step),
      );
      return;
    }
    setProblems([]);
    submit.mutate({ id, input: parsed.data });
  };

  return (
    <div className="grid gap-5">
      <p className="text-sm text-slate-600">{t('preview.intro', { code: inquiry.inquiryCode })}</p>
      <PreviewSection id={id} stepKey="sendTo">
        <SendToFacts values={values} />
      </PreviewSection>
      <PreviewSection id={id} stepKey="pickup">
        <PlaceFacts place={values.pickup} dateLabel={t('inquiries:fields.pickupDate')} />
      </PreviewSection>
      <PreviewSection id={id} stepKey="delivery">
        <PlaceFacts place={values.delivery} dateLabel={t('inquiries:fields.deliveryDate')} />
      </PreviewSection>
      <PreviewSection id={id} stepKey="transport">
        <TransportFacts values={values} />
      </PreviewSection>
      <PreviewSection id={id} stepKey="goods">
        <GoodsFacts values={values} />
      </PreviewSection>
      <PreviewSection id={id} stepKey="documents">
        <DocumentFacts values={values} />
      </PreviewSection>

      {problems.length > 0 && (
        <FormAlert tone="error">
          <p className="font-medium">{t('preview.incomplete')}</p>
          <ul className="mt-1 grid gap-1">
            {problems.map((problem) => (
              <li key={problem.path}>
                <Link to={editLink(id, problem.step)} className="underline hover:no-underline">
                  {t(`steps.${STEPS[problem.step - 1]!.key}`)}
                </Link>
                : {problem.message}
              </li>
            ))}
          </ul>
        </FormAlert>
      )}
      {submit.isError && (
        <FormAlert
          tone="error"
          action={
            <Button variant="outline" icon={RotateCw} loading={submit.isPending} onClick={send}>
              {t('common:actions.retry')}
            </Button>
          }
        >
          <p className="font-medium">{t('preview.submitFailed')}</p>
          <p>{describeError(submit.error, t)}</p>
          <p className="mt-1 text-xs">{t('preview.keptDraft')}</p>
        </FormAlert>
      )}

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
        <Link to={editLink(id, STEPS.length)} className={buttonClasses({ variant: 'gray-outline' })}>
          {t('preview.backToEditing')}
        </Link>
        {/* A suspended organisation may read its draft back, not send it: switched off, saying why. */}
        <SuspendableButton
          variant="primary"
          size="large"
          loading={submit.isPending}
          icon={Send}
          onClick={send}
        >
          {t('actions.send')}
        </SuspendableButton>
      </div>
    </div>
  );
}
