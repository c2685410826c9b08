import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { FormAlert } from '@/components/form-alert';
import { Dialog } from '@/components/dialog';
import { describeError, toApiError } from '@/lib/api-error';
import { applyServerFieldErrors, formMode } from '@/lib/forms';
import { notify } from '@/lib/toast';
import { useUnsentForm } from '@/lib/unsent-form';
import { useCreatePromoCode, useUpdatePromoCode } from '../api/promo-codes';
import type { PromoCode, PromoCodeInput } from '../schemas';
import { PromoCodeForm } from './promo-code-form';
import {
  emptyPromoValues,
  PROMO_FORM_FIELDS,
  promoFormResolver,
  promoToValues,
  type PromoCodeFormValues,
} from './promo-code-form-values';

const FORM_ID = 'promo-code-form';

/** What the dialog is open for: a new code, or the one being edited. */
export type PromoCodeDialogTarget = { mode: 'create' } | { mode: 'edit'; promo: PromoCode };

type Props = { target: PromoCodeDialogTarget | null; onClose: () => void };

/** The name of the dialog's kept copy when a session expires in it (lib/unsent-form). */
export const promoCodeUnsentId = (target: PromoCodeDialogTarget) =>
  target.mode === 'edit' ? `promo-code:${target.promo.id}` : 'promo-code:new';

/** 'New promo code' and 'Edit': one form. Mounted per target, so each opening starts from its values. */
export function PromoCodeDialog({ target, onClose }: Props) {
  const { t } = useTranslation(['promo-codes', 'common']);
  const create = useCreatePromoCode();
  const update = useUpdatePromoCode();
  const editing = target?.mode === 'edit' ? target.promo : null;

  const save = (input: PromoCodeInput) =>
    editing ? update.mutateAsync({ id: editing.id, input }) : create.mutateAsync(input);

  return (
    <Dialog
      open={target !== null}
      onOpenChange={(open) => !open && onClose()}
      title={editing ? t('edit.title', { code: editing.code }) : t('create.title')}
      description={t('form.description')}
      widthClassName="md:w-[600px]"
      footer={
        <>
          <Button variant="gray-outline" onClick={onClose}>
            {t('common:actions.cancel')}
          </Button>
          <Button
            type="submit"
            form={FORM_ID}
            variant="primary"
            loading={create.isPending || update.isPending}
          >
            {editing ? t('edit.submit') : t('create.submit')}
          </Button>
        </>
      }
    >
      {target && (
        <PromoCodeDialogBody key={editing?.id ?? 'new'} editing={editing} save={save} onDone={onClose} />
      )}
    </Dialog>
  );
}

type BodyProps = {
  editing: PromoCode | null;
  save: (input: PromoCodeInput) => Promise<PromoCode>;
  onDone: () => void;
};

function PromoCodeDialogBody({ editing, save, onDone }: BodyProps) {
  const { t } = useTranslation(['promo-codes', 'common']);
  const usedCount = editing?.usedCount ?? 0;
  // A refusal that names no field (network, server): field errors are said on their fields.
  const [formError, setFormError] = useState<unknown>(null);
  const resolver = useMemo(() => promoFormResolver(usedCount), [usedCount]);
  const form = useForm<PromoCodeFormValues, unknown, PromoCodeInput>({
    resolver,
    defaultValues: editing ? promoToValues(editing) : emptyPromoValues(),
    ...formMode,
  });
  useUnsentForm(form, {
    id: promoCodeUnsentId(editing ? { mode: 'edit', promo: editing } : { mode: 'create' }),
  });

  const onError = (error: unknown) => {
    if (applyServerFieldErrors(error, form.setError, PROMO_FORM_FIELDS)) return;
    const apiError = toApiError(error);
    // 409: the code is taken. It is said on the code box, where it can be changed.
    if (apiError.status === 409 && apiError.serverMessage) {
      form.setError('code', { type: 'server', message: apiError.serverMessage }, { shouldFocus: true });
      return;
    }
    setFormError(error);
  };

  const submit = form.handleSubmit(async (input) => {
    setFormError(null);
    try {
      const saved = await save(input);
      notify.success(t(editing ? 'edit.success' : 'create.success', { code: saved.code }));
      onDone();
    } catch (error) {
      onError(error);
    }
  });

  return (
    <div className="grid gap-4">
      {formError !== null && <FormAlert tone="error">{describeError(formError, t)}</FormAlert>}
      <PromoCodeForm
        formId={FORM_ID}
        form={form}
        onSubmit={(event) => void submit(event)}
        codeLocked={editing !== null}
        usedCount={usedCount}
      />
    </div>
  );
}
