import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, ArrowRight, Eye } from 'lucide-react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { NavigationType, useNavigate, useNavigationType } from 'react-router-dom';
import { Button, buttonIcon } from '@/components/button';
import { CARD_CLASSES } from '@/components/card-look';
import { cn } from '@/components/class-names';
import { paths } from '@/config/paths';
import { describeError } from '@/lib/api-error';
import { formMode } from '@/lib/forms';
import { cityNamed, getCitiesQueryOptions } from '@/lib/reference-data/get-cities';
import { useUnsentForm } from '@/lib/unsent-form';
import { useSaveInquiryDraft } from '../../api/save-inquiry-draft';
import { DocumentsStep } from './documents-step';
import { dropFlowCopy, useFlowCopyKey, useKeepFlowCopy } from './flow-copy';
import { FormAlert } from '@/components/form-alert';
import type { InquiryFormValues } from './form-values';
import { GoodsStep } from './goods-step';
import { PlaceStep } from './place-step';
import { SendToStep } from './send-to-step';
import { createStepResolver } from './step-resolver';
import { Stepper } from './stepper';
import { STEP_COUNT, STEPS, type StepKey } from './steps';
import { TransportStep } from './transport-step';

export type InquiryFlowProps = {
  /** Null until the first Next creates the draft. */
  draftId: number | null;
  /** The save of the draft the values continue (its `updatedAt`). */
  basedOn: string | null;
  initialValues: InquiryFormValues;
  initialStep: number;
  /** The step the address names; Back and Forward move the flow to it. */
  addressStep: number | null;
  onProgress: (at: { draftId: number | null; step: number }) => void;
};

const STEP_CONTENT: Record<StepKey, () => React.ReactNode> = {
  sendTo: () => <SendToStep />,
  pickup: () => <PlaceStep place="pickup" />,
  delivery: () => <PlaceStep place="delivery" />,
  transport: () => <TransportStep />,
  goods: () => <GoodsStep />,
  documents: () => <DocumentsStep />,
};

/** The create-inquiry flow: one form over six steps, saved as a draft at every Next. */
export function InquiryFlow({
  draftId: initialDraftId,
  basedOn: initialBasedOn,
  initialValues,
  initialStep,
  addressStep,
  onProgress,
}: InquiryFlowProps) {
  const { t } = useTranslation(['inquiry-create', 'inquiries', 'enums', 'common']);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const save = useSaveInquiryDraft();
  const [draftId, setDraftId] = useState(initialDraftId);
  const [step, setStep] = useState(initialStep);
  const [basedOn, setBasedOn] = useState(initialBasedOn);
  const [savedAt, setSavedAt] = useState<number | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const isKnownCity = useCallback(
    async (countryId: number, city: string) => {
      try {
        const known = await queryClient.fetchQuery(getCitiesQueryOptions(countryId, ''));
        return known.length === 0 || cityNamed(known, city) !== undefined;
      } catch {
        return true; // the look-up failed: the server has the last word, not a guess here
      }
    },
    [queryClient],
  );
  const resolver = useMemo(() => createStepResolver({ step, isKnownCity }), [step, isKnownCity]);
  const form = useForm<InquiryFormValues>({ resolver, defaultValues: initialValues, ...formMode });
  // Uploaded files live on the server and in this tab's flow copy, not in a copy kept across sign-ins.
  useUnsentForm(form, { id: `inquiry-flow:${draftId ?? 'new'}`, omit: ['uploadedFilesId', 'documentFiles'] });
  const copyKey = useFlowCopyKey(draftId);
  useKeepFlowCopy(form, copyKey, basedOn);
  const reportProgress = useRef(onProgress);
  useEffect(() => {
    reportProgress.current = onProgress;
  });
  useEffect(() => {
    reportProgress.current({ draftId, step });
  }, [draftId, step]);

  const shownStep = useRef(step);
  useEffect(() => {
    // A new step is announced by moving focus to its heading (not on first load).
    if (shownStep.current !== step) headingRef.current?.focus();
    shownStep.current = step;
  }, [step]);

  const goTo = (next: number) => {
    // Each step starts unvalidated: its errors show after its own Next, then follow every change.
    form.reset(undefined, { keepValues: true, keepDefaultValues: true, keepDirty: true, keepTouched: true });
    save.reset();
    setStep(next);
    window.scrollTo({ top: 0 });
  };

  // Back or Forward moves the flow to that step, values kept; an address it wrote itself is not followed.
  const navigationType = useNavigationType();
  const follow = useRef(goTo);
  useEffect(() => {
    follow.current = goTo;
  });
  useEffect(() => {
    if (navigationType === NavigationType.Pop && addressStep !== null && addressStep !== shownStep.current)
      follow.current(addressStep);
  }, [navigationType, addressStep]);

  const last = step === STEP_COUNT;
  const saveAndContinue = (values: InquiryFormValues) => {
    const draft = { step: last ? STEP_COUNT : step + 1, values };
    save.mutate(
      { id: draftId, draft },
      {
        onSuccess: (saved) => {
          if (draftId === null) dropFlowCopy(copyKey);
          setDraftId(saved.id);
          setBasedOn(saved.updatedAt ?? null);
          setSavedAt(Date.now());
          if (last) void navigate(paths.inquiries.preview(saved.id));
          else goTo(step + 1);
        },
      },
    );
  };

  const key = STEPS[step - 1]!.key;
  const hasErrors = form.formState.submitCount > 0 && Object.keys(form.formState.errors).length > 0;

  return (
    <FormProvider {...form}>
      <div className="grid gap-6">
        <Stepper current={step} onSelect={goTo} disabled={save.isPending} />
        <form
          noValidate
          aria-labelledby="create-step-title"
          onSubmit={(event) => void form.handleSubmit(saveAndContinue)(event)}
          className={cn(CARD_CLASSES, 'grid gap-6 p-4 sm:p-6')}
        >
          <header>
            <h2
              id="create-step-title"
              ref={headingRef}
              tabIndex={-1}
              className="text-lg font-semibold text-slate-900 outline-none"
            >
              {t(`steps.${key}`)}
            </h2>
            <p className="mt-1 text-sm text-slate-600">{t(`stepHints.${key}`)}</p>
          </header>

          {STEP_CONTENT[key]()}

          {hasErrors && (
            <p role="alert" className="text-sm font-medium text-red-600">
              {t('fixErrors')}
            </p>
          )}
          {save.isError && (
            <FormAlert tone="error">
              <p className="font-medium">{t('saveFailed')}</p>
              <p>{describeError(save.error, t)}</p>
            </FormAlert>
          )}

          <footer className="flex flex-col-reverse gap-3 border-t border-slate-200 pt-4 sm:flex-row sm:items-center sm:justify-between">
            {step > 1 ? (
              <Button
                variant="gray-outline"
                icon={ArrowLeft}
                disabled={save.isPending}
                onClick={() => goTo(step - 1)}
              >
                {t('actions.back')}
              </Button>
            ) : (
              <span />
            )}
            <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center">
              {savedAt !== null && !save.isPending && !save.isError && (
                <p role="status" className="text-center text-sm text-slate-500">
                  {t('draftSaved')}
                </p>
              )}
              <Button
                type="submit"
                variant="primary"
                loading={save.isPending}
                rightIcon={buttonIcon(last ? Eye : ArrowRight)}
              >
                {last ? t('actions.preview') : t('actions.next')}
              </Button>
            </div>
          </footer>
        </form>
      </div>
    </FormProvider>
  );
}
