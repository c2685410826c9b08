import { TicketPercent, X } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { TextInput } from '@/components/text-input';
import type { Currency } from '@/config/enums';
import { describeError, toApiError } from '@/lib/api-error';
import { codeInput } from '@/lib/input-rules';
import { translateFieldError } from '@/lib/forms';
import { PROMO_CODE_MAX_LENGTH } from '@/config/billing';
import { useCheckPromoCode } from '../../api/check-promo-code';
import type { PromoCheck } from '../../schemas';
import { billingMsg } from '../../schemas';

const CODE = codeInput(PROMO_CODE_MAX_LENGTH);

type Props = {
  currency: Currency;
  applied: PromoCheck | null;
  onApplied: (check: PromoCheck) => void;
  onCleared: () => void;
  disabled: boolean;
};

/** A promo code or voucher, checked with the server before paying. */
export function PromoCodeField({ currency, applied, onApplied, onCleared, disabled }: Props) {
  const { t } = useTranslation(['billing', 'common']);
  const check = useCheckPromoCode();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const messageId = useId();

  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const wanted = code.trim().toUpperCase();
    if (!wanted) {
      setError(translateFieldError(t, billingMsg.required));
      return;
    }
    if (check.isPending) return;
    setError(undefined);
    check.mutate(
      { code: wanted, currency },
      {
        // An answer without the code still applies to the one checked: the payment names it next.
        onSuccess: (answer) => onApplied({ ...answer, code: answer.code ?? wanted }),
        // The check's 404 means 'no such code': said in the app's words, not the server's.
        onError: (failure) =>
          setError(
            toApiError(failure).status === 404 ? t('billing:promo.unknown') : describeError(failure, t),
          ),
      },
    );
  };

  const onChange = (value: string) => {
    setCode(value.toUpperCase());
    setError(undefined);
    // A code changed after it was accepted no longer applies until it is checked again.
    if (applied) onCleared();
  };

  const remove = () => {
    setCode('');
    onCleared();
  };

  return (
    <form onSubmit={apply} noValidate className="grid gap-2">
      <div className="flex items-end gap-2">
        <TextInput
          className="flex-1"
          label={t('billing:promo.label')}
          placeholder={t('billing:promo.placeholder')}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={PROMO_CODE_MAX_LENGTH}
          restrict={CODE}
          value={code}
          disabled={disabled}
          onChange={(event) => onChange(event.target.value)}
          error={error}
          aria-describedby={error ? messageId : undefined}
          leftIcon={<TicketPercent aria-hidden className="size-4" />}
        />
        <Button type="submit" variant="outline" loading={check.isPending} disabled={disabled}>
          {t('billing:promo.apply')}
        </Button>
      </div>
      <div aria-live="polite">
        {error && (
          <p id={messageId} data-testid="promo-error" className="text-sm text-red-700">
            {error}
          </p>
        )}
        {applied && !error && (
          <p className="flex items-center gap-2 text-sm text-green-700">
            <span>{t('billing:promo.applied', { code: applied.code })}</span>
            <button
              type="button"
              onClick={remove}
              disabled={disabled}
              aria-label={t('billing:promo.remove', { code: applied.code })}
              className="rounded p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-500"
            >
              <X aria-hidden className="size-4" />
            </button>
          </p>
        )}
      </div>
    </form>
  );
}
