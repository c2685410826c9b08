import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextInput } from '@/components/text-input';
import { bindFields } from '@/lib/forms';

type NewPassword = { password: string; confirmPassword: string };

type Props = {
  /** The register of a form with `password` and `confirmPassword` among its fields. */
  register: UseFormRegister<NewPassword>;
  errors: FieldErrors<NewPassword>;
  labels: NewPassword;
};

export function NewPasswordInputs({ register, errors, labels }: Props) {
  const { t } = useTranslation('auth');
  const field = bindFields({ register, formState: { errors } }, t);
  return (
    <>
      <TextInput
        label={labels.password}
        type="password"
        autoComplete="new-password"
        helperText={t('auth:register.passwordHelp')}
        {...field('password')}
      />
      <TextInput
        label={labels.confirmPassword}
        type="password"
        autoComplete="new-password"
        {...field('confirmPassword')}
      />
    </>
  );
}
