import { zodResolver } from '@hookform/resolvers/zod';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TEXT_MAX } from '@/config/limits';
import { SubmitAction } from '@/components/form-actions';
import { STATUSES, STATUSES_WITH_REASON, type Status } from '@/config/enums';
import { describeError } from '@/lib/api-error';
import { isKnown } from '@/lib/lenient';
import { bindFields, formMode } from '@/lib/forms';
import { FormAlert } from '@/components/form-alert';
import { TextArea } from '@/components/text-area';
import { useUnsentForm } from '@/lib/unsent-form';
import { useUpdateInquiryStatus } from '../../api/update-inquiry-status';
import { statusUpdateSchema, type InquiryDetail, type StatusUpdate } from '../../schemas';
import { FormSelect } from '@/components/form-select';

// 'cancelled' is only the other spelling of 'canceled'; 'draft' belongs to the importer's create flow.
const SETTABLE = STATUSES.filter((s) => s !== 'cancelled' && s !== 'draft');
const needsReason = (status: Status | undefined) => isKnown(STATUSES_WITH_REASON, status);

/** The admin sets the inquiry's status; on hold, rejected and canceled need a reason. */
export function StatusForm({ inquiry }: { inquiry: InquiryDetail }) {
  const { t } = useTranslation(['inquiry-details', 'status', 'common']);
  const update = useUpdateInquiryStatus({ successToast: t('inquiry-details:update.statusSaved') });
  const form = useForm<StatusUpdate>({
    resolver: zodResolver(statusUpdateSchema),
    // A status the form does not offer (an unknown one, or draft) starts unselected.
    defaultValues: {
      status: isKnown(SETTABLE, inquiry.status) ? inquiry.status : undefined,
      reason: inquiry.statusReason ?? '',
    },
    ...formMode,
  });
  useUnsentForm(form, { id: 'inquiry-status' });
  const field = bindFields(form, t);
  const status = useWatch({ control: form.control, name: 'status' });

  const submit = form.handleSubmit(({ status: next, reason }) => {
    // A reason is sent only with the statuses that owe one, so an old reason never outlives its status.
    const body = needsReason(next) ? { status: next, reason: reason?.trim() } : { status: next };
    update.mutate({ id: inquiry.id, update: body });
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-4">
        {update.isError && <FormAlert tone="error">{describeError(update.error, t)}</FormAlert>}
        <FormSelect<StatusUpdate, Status>
          name="status"
          label={t('inquiry-details:update.status')}
          options={SETTABLE.map((value) => ({ value, label: t(`status:${value}`) }))}
        />
        {needsReason(status) && (
          <TextArea
            label={t('inquiry-details:update.reason')}
            required
            rows={3}
            maxLength={TEXT_MAX.statusReason}
            helperText={t('inquiry-details:update.reasonHelp', {
              statuses: STATUSES_WITH_REASON.map((s) => t(`status:${s}`)).join(', '),
            })}
            {...field('reason')}
          />
        )}
        <SubmitAction pending={update.isPending}>{t('inquiry-details:update.saveStatus')}</SubmitAction>
      </form>
    </FormProvider>
  );
}
