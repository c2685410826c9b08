import { CreditCard, Landmark } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

export function MethodChoice() {
  const { t } = useTranslation(['billing']);
  const noteId = useId();
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-sm font-medium text-slate-700">{t('billing:payment.method')}</legend>
      <label className="flex cursor-pointer items-center gap-3 rounded-lg border border-brand-500 bg-brand-50 px-3 py-2.5 text-sm font-medium text-slate-900">
        <input type="radio" name="payment-method" value="CARD" defaultChecked className="accent-brand-600" />
        <CreditCard aria-hidden className="size-4 text-brand-600" />
        {t('billing:payment.card')}
      </label>
      <label className="flex cursor-not-allowed items-start gap-3 rounded-lg border border-slate-200 px-3 py-2.5 text-sm text-slate-500">
        <input
          type="radio"
          name="payment-method"
          value="BANK_TRANSFER"
          disabled
          aria-describedby={noteId}
          className="mt-0.5"
        />
        <Landmark aria-hidden className="mt-0.5 size-4 shrink-0" />
        <span>
          <span className="block font-medium">{t('billing:payment.bankTransfer')}</span>
          <span id={noteId} className="block text-xs">
            {t('billing:payment.bankTransferNote')}
          </span>
        </span>
      </label>
    </fieldset>
  );
}
