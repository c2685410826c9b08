import { zodResolver } from '@hookform/resolvers/zod';

import { PauseCircle } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { FormActions } from '@/components/form-actions';
import { Button } from '@/components/button';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { TextArea } from '@/components/text-area';
import { TextInput } from '@/components/text-input';
import { TEXT_MAX } from '@/config/limits';
import { formatDate } from '@/lib/dates';
import { requiredText } from '@/lib/field-schemas';
import { formMode, bindFields } from '@/lib/forms';
import { useUnsentForm } from '@/lib/unsent-form';
import type { SuspensionInput } from '../../schemas';
import { todayApiDate } from '@/lib/dates';

// The form's own rules on top of the request's: a last day, when given, is today or later.
const suspendFormSchema = z.object({
  reason: requiredText(),
  until: z.string().check(
    z.refine((day) => day === '' || day >= todayApiDate(), {
      message: 'organizations:admin.suspension.untilPast',
    }),
  ),
});
type SuspendFormValues = z.infer<typeof suspendFormSchema>;

export function SuspendForm({
  organizationName,
  onSuspend,
}: {
  organizationName: string;
  /** Resolves when the server has the suspension; the form then empties. */
  onSuspend: (input: SuspensionInput) => Promise<boolean>;
}) {
  const { t } = useTranslation(['organizations', 'common']);
  const [pending, setPending] = useState<SuspensionInput | null>(null);
  const form = useForm<SuspendFormValues>({
    resolver: zodResolver(suspendFormSchema),
    defaultValues: { reason: '', until: '' },
    ...formMode,
  });
  useUnsentForm(form, { id: 'suspension' });
  const field = bindFields(form, t);

  const submit = form.handleSubmit(({ reason, until }) =>
    setPending({ suspended: true, reason: reason.trim(), until: until || null }),
  );

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-4">
      <TextArea
        label={t('admin.suspension.reason')}
        rows={3}
        maxLength={TEXT_MAX.suspensionReason}
        helperText={t('admin.suspension.reasonHelp')}
        {...field('reason')}
      />
      <TextInput
        label={t('admin.suspension.lastDay')}
        type="date"
        min={todayApiDate()}
        helperText={t('admin.suspension.lastDayHelp')}
        {...field('until')}
        className="sm:max-w-xs"
      />
      <FormActions>
        <Button type="submit" variant="red" icon={PauseCircle}>
          {t('admin.suspension.suspend')}
        </Button>
      </FormActions>
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => !open && setPending(null)}
        title={t('admin.suspension.confirmSuspendTitle')}
        message={
          pending?.until
            ? t('admin.suspension.confirmSuspendUntil', {
                name: organizationName,
                date: formatDate(pending.until),
              })
            : t('admin.suspension.confirmSuspend', { name: organizationName })
        }
        onConfirm={async () => {
          if (pending && (await onSuspend(pending))) form.reset();
        }}
      />
    </form>
  );
}
