import { zodResolver } from '@hookform/resolvers/zod';
import { useRef, type FormEvent } from 'react';
import { Controller, useForm, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextInput, type TextInputProps } from '@/components/text-input';
import { fitsInput, type InputRule } from '@/lib/fits-input';
import { cardNumberInput, cvvInput, expiryInput } from '@/lib/input-rules';
import { formMode, translateFieldError, bindFields } from '@/lib/forms';
import { CARD_HOLDER_MAX_LENGTH } from '@/config/billing';
import { useUnsentForm } from '@/lib/unsent-form';
import { cardDigits, formatCardNumber, formatExpiry } from '../../card';
import { cardSchema, type CardInput } from '../../schemas';

const emptyCard: CardInput = { cardHolder: '', cardNumber: '', expiry: '', cvv: '' };

type Props = {
  formId: string;
  unsentId: string;
  onPay: (card: CardInput) => Promise<void>;
  disabled: boolean;
};

/** The card: holder, number (grouped as typed), expiry (MM/YY) and CVV, checked as the server checks them. */
export function CardForm({ formId, unsentId, onPay, disabled }: Props) {
  const { t } = useTranslation(['billing', 'common']);
  const form = useForm<CardInput>({
    resolver: zodResolver(cardSchema),
    defaultValues: emptyCard,
    ...formMode,
  });
  useUnsentForm(form, { id: unsentId, omit: ['cardNumber', 'expiry', 'cvv'] });
  const { errors } = form.formState;
  const error = (message: string | undefined) => translateFieldError(t, message);
  const field = bindFields(form, t);
  // The Pay button turns busy only on the next render; a second click before it must not pay twice.
  const sending = useRef(false);

  const wipeSecrets = () => {
    form.setValue('cardNumber', '');
    form.setValue('cvv', '');
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending.current) return;
    sending.current = true;
    const submit = form.handleSubmit(async (card) => {
      try {
        await onPay({ ...card, cardNumber: cardDigits(card.cardNumber) });
      } finally {
        wipeSecrets();
      }
    });
    void submit(event).finally(() => {
      sending.current = false;
    });
  };

  return (
    <form id={formId} onSubmit={onSubmit} noValidate>
      <fieldset disabled={disabled} className="grid gap-4">
        <legend className="sr-only">{t('billing:payment.cardForm')}</legend>
        <TextInput
          label={t('billing:payment.cardHolder')}
          autoComplete="cc-name"
          placeholder={t('billing:payment.cardHolderPlaceholder')}
          maxLength={CARD_HOLDER_MAX_LENGTH}
          {...field('cardHolder')}
        />
        <FormattedCardInput
          control={form.control}
          name="cardNumber"
          format={formatCardNumber}
          label={t('billing:payment.cardNumber')}
          autoComplete="cc-number"
          placeholder="0000 0000 0000 0000"
          maxLength={23}
          restrict={cardNumberInput}
          error={error(errors.cardNumber?.message)}
        />
        <div className="grid grid-cols-2 gap-4">
          <FormattedCardInput
            control={form.control}
            name="expiry"
            format={formatExpiry}
            label={t('billing:payment.expiry')}
            autoComplete="cc-exp"
            placeholder={t('billing:payment.expiryPlaceholder')}
            maxLength={5}
            restrict={expiryInput}
            error={error(errors.expiry?.message)}
          />
          <TextInput
            label={t('billing:payment.cvv')}
            type="password"
            inputMode="numeric"
            autoComplete="cc-csc"
            maxLength={4}
            restrict={cvvInput}
            {...field('cvv')}
          />
        </div>
      </fieldset>
    </form>
  );
}

type FormattedCardInputProps = Omit<TextInputProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'restrict'> & {
  control: Control<CardInput>;
  name: 'cardNumber' | 'expiry';
  restrict: InputRule;
  format: (typed: string) => string;
};

function FormattedCardInput({ control, name, format, restrict, ...input }: FormattedCardInputProps) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <TextInput
          {...input}
          restrict={restrict}
          ref={field.ref}
          name={field.name}
          inputMode="numeric"
          value={field.value}
          onChange={(event) => {
            const text = event.target.value;
            field.onChange(fitsInput(restrict, text) ? format(text) : text);
          }}
          onBlur={field.onBlur}
        />
      )}
    />
  );
}
