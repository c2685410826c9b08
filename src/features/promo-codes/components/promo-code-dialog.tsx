import { useTranslation } from 'react-i18next';
import { FormDialog } from '@/components/form-dialog';
import { toApiError } from '@/lib/api-error';
import { useCreatePromoCode } from '../api/create-promo-code';
import { useUpdatePromoCode } from '../api/update-promo-code';
import type { PromoCode, PromoCodeInput } from '../schemas';
import { PromoCodeForm } from './promo-code-form';
import {
  emptyPromoValues,
  PROMO_FORM_FIELDS,
  promoFormResolver,
  promoToValues,
  type PromoCodeFormValues,
} from './promo-code-form-values';

/** What the dialog is open for: a new code, or the one being edited. */
export type PromoCodeDialogTarget = { mode: 'create' } | { mode: 'edit'; promo: PromoCode };

type Props = { target: PromoCodeDialogTarget | null; onClose: () => void };

/** The name of the dialog's kept copy when a session expires in it (lib/unsent-form). */
export const promoCodeUnsentId = (target: PromoCodeDialogTarget) =>
  target.mode === 'edit' ? `promo-code:${target.promo.id}` : 'promo-code:new';

/** 'New promo code' and 'Edit': one form. Mounted per target, so each opening starts from its values. */
export function PromoCodeDialog({ target, onClose }: Props) {
  const { t } = useTranslation(['promo-codes', 'common']);
  const create = useCreatePromoCode({ successToast: (saved) => t('create.success', { code: saved.code }) });
  const update = useUpdatePromoCode({ successToast: (saved) => t('edit.success', { code: saved.code }) });
  const editing = target?.mode === 'edit' ? target.promo : null;
  const usedCount = editing?.usedCount ?? 0;

  const save = (input: PromoCodeInput) =>
    editing ? update.mutateAsync({ id: editing.id, input }) : create.mutateAsync(input);

  return (
    <FormDialog<PromoCodeFormValues, unknown, PromoCodeInput>
      key={editing?.id ?? 'new'}
      open={target !== null}
      onClose={onClose}
      title={editing ? t('edit.title', { code: editing.code }) : t('create.title')}
      description={t('form.description')}
      widthClassName="md:w-[600px]"
      formOptions={{
        resolver: promoFormResolver(usedCount),
        defaultValues: editing ? promoToValues(editing) : emptyPromoValues(),
      }}
      unsent={{ id: promoCodeUnsentId(target ?? { mode: 'create' }) }}
      onSubmit={save}
      serverFields={PROMO_FORM_FIELDS}
      onRefused={(error, form) => {
        // 409: the code is taken. It is said on the code box, where it can be changed.
        const apiError = toApiError(error);
        if (apiError.status !== 409 || !apiError.serverMessage) return false;
        form.setError('code', { type: 'server', message: apiError.serverMessage }, { shouldFocus: true });
        return true;
      }}
      submitLabel={editing ? t('edit.submit') : t('create.submit')}
    >
      {(form) => <PromoCodeForm form={form} codeLocked={editing !== null} usedCount={usedCount} />}
    </FormDialog>
  );
}
