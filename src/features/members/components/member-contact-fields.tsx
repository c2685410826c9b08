import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PersonNameInputs } from '@/components/person-name-inputs';
import { EmailInput } from '@/components/email-input';
import { bindFields } from '@/lib/forms';
import type { MemberUpdateInput } from '../schemas';

type Props = {
  /** The form's register: a member's own form, or one with these fields among others (adding one). */
  register: UseFormRegister<MemberUpdateInput>;
  errors: FieldErrors<MemberUpdateInput>;
};

export function MemberContactFields({ register, errors }: Props) {
  const { t } = useTranslation(['members', 'common']);
  const field = bindFields({ register, formState: { errors } }, t);
  return (
    <>
      <PersonNameInputs
        someoneElse
        register={register}
        errors={errors}
        labels={{ name: t('members:fields.name'), surname: t('members:fields.surname') }}
      />
      <EmailInput label={t('members:fields.email')} autoComplete="off" {...field('email')} />
    </>
  );
}
