import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactNode } from 'react';
import { FormProvider, useForm, type Path, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SubmitAction } from '@/components/form-actions';
import { FormAlert } from '@/components/form-alert';
import { TextArea } from '@/components/text-area';
import { TEXT_MAX } from '@/config/limits';
import { describeError, toApiError } from '@/lib/api-error';
import { applyServerFieldErrors, bindFields, formMode } from '@/lib/forms';
import { useUnsentForm } from '@/lib/unsent-form';
import { useUpdateInquiry } from '../../api/update-inquiry';
import { inquiryInputSchema, type InquiryDetail, type InquiryInput } from '../../schemas';
import { sentInquiryValues, toInquiryInput, type InquiryFormValues } from '../create/form-values';
import { GoodsStep } from '../create/goods-step';
import { PlaceStep } from '../create/place-step';
import { TransportStep } from '../create/transport-step';

const checkWhole = zodResolver(inquiryInputSchema);

// The whole inquiry is checked at once, as the server will; a truck flag off the road is not sent at all.
const resolver: Resolver<InquiryFormValues, unknown, InquiryInput> = (values, context, options) => {
  const input = { ...toInquiryInput(values), ftl: values.shipmentMode === 'ROAD' ? values.ftl : undefined };
  return checkWhole(input as never, context, options as never);
};

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="grid gap-4">
      <legend className="mb-2 text-base font-semibold text-slate-900">{title}</legend>
      {children}
    </fieldset>
  );
}

/** The admin corrects a sent inquiry with the create flow's fields; on a failure everything typed stays. */
export function EditInquiryForm({ inquiry }: { inquiry: InquiryDetail }) {
  const { t } = useTranslation(['inquiry-details', 'inquiries', 'common']);
  const update = useUpdateInquiry({ successToast: t('inquiry-details:update.saved') });
  const form = useForm<InquiryFormValues, unknown, InquiryInput>({
    resolver,
    defaultValues: sentInquiryValues(inquiry),
    ...formMode,
  });
  const field = bindFields(form, t);
  useUnsentForm(form, { id: 'inquiry-edit' });

  const submit = form.handleSubmit((input) =>
    update.mutate(
      { id: inquiry.id, input },
      {
        onError: (error) =>
          applyServerFieldErrors(
            error,
            form.setError,
            Object.keys(toApiError(error).fieldErrors) as Path<InquiryFormValues>[],
          ),
      },
    ),
  );

  return (
    <FormProvider {...form}>
      <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-8">
        <Section title={t('inquiries:fields.pickup')}>
          <PlaceStep place="pickup" />
        </Section>
        <Section title={t('inquiries:fields.delivery')}>
          <PlaceStep place="delivery" />
        </Section>
        <Section title={t('inquiry-details:sections.transport')}>
          <TransportStep />
        </Section>
        <Section title={t('inquiry-details:sections.cargo')}>
          <GoodsStep />
        </Section>
        <TextArea
          label={t('inquiries:fields.notes')}
          maxLength={TEXT_MAX.inquiryNotes}
          rows={3}
          {...field('notes')}
        />
        {update.isError && (
          <FormAlert tone="error">
            <p className="font-semibold">{t('inquiry-details:update.failed')}</p>
            <p>{describeError(update.error, t)}</p>
          </FormAlert>
        )}
        <SubmitAction pending={update.isPending}>{t('inquiry-details:update.save')}</SubmitAction>
      </form>
    </FormProvider>
  );
}
