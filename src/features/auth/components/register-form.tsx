import type { ReactNode } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { FormCountrySelect, FormPhoneInput } from '@/components/form-contact-fields';
import { PersonNameInputs } from '@/components/person-name-inputs';
import { EmailInput } from '@/components/email-input';
import { TextInput } from '@/components/text-input';
import { TEXT_MAX } from '@/config/limits';
import { paths } from '@/config/paths';
import { describeError } from '@/lib/api-error';
import { registrationNumberInput } from '@/lib/input-rules';
import { applyServerFieldErrors, formMode, bindFields } from '@/lib/forms';
import { useCountries } from '@/lib/reference-data/get-countries';
import { notify } from '@/lib/toast';
import { useRegister } from '../api/register';
import { registerSchema, type RegisterInput } from '../schemas';
import { AuthCard, AuthSwitch } from './auth-card';
import { FormAlert } from '@/components/form-alert';
import { NewPasswordInputs } from './new-password-inputs';
import { OrganizationTypeChoice } from './organization-type-choice';

const EMPTY: RegisterInput = {
  organizationType: 'IMPORTER',
  organizaName: '',
  orgRegNumber: '',
  countryCode: 0,
  phoneNumber: '',
  name: '',
  surname: '',
  email: '',
  password: '',
  confirmPassword: '',
};
const FIELDS = Object.keys(EMPTY) as Array<keyof RegisterInput>;

export function RegisterForm() {
  const { t } = useTranslation(['auth', 'common']);
  const countries = useCountries();
  const registration = useRegister();
  const form = useForm<RegisterInput>({
    resolver: zodResolver(registerSchema),
    defaultValues: EMPTY,
    ...formMode,
  });
  const { errors } = form.formState;
  const field = bindFields(form, t);

  const submit = form.handleSubmit((values) =>
    registration.mutate(values, {
      onSuccess: () => notify.success(t('auth:register.success')),
      onError: (error) => applyServerFieldErrors(error, form.setError, FIELDS),
    }),
  );

  return (
    <AuthCard title={t('auth:register.title')} subtitle={t('auth:register.subtitle')}>
      <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-5">
        {registration.isError && <FormAlert tone="error">{describeError(registration.error, t)}</FormAlert>}
        {countries.isError && (
          <FormAlert
            tone="error"
            action={
              <Button variant="outline" onClick={() => void countries.refetch()}>
                {t('common:actions.retry')}
              </Button>
            }
          >
            <p className="font-medium">{t('auth:register.countriesFailed')}</p>
            <p>{describeError(countries.error, t)}</p>
          </FormAlert>
        )}
        <Controller
          control={form.control}
          name="organizationType"
          render={({ field }) => <OrganizationTypeChoice value={field.value} onChange={field.onChange} />}
        />
        <Section legend={t('auth:register.companySection')}>
          <TextInput
            label={t('auth:register.companyName')}
            autoComplete="organization"
            maxLength={TEXT_MAX.organizationName}
            {...field('organizaName')}
          />
          <TextInput
            label={t('auth:register.taxNumber')}
            inputMode="numeric"
            restrict={registrationNumberInput(TEXT_MAX.registrationNumber)}
            maxLength={TEXT_MAX.registrationNumber}
            {...field('orgRegNumber')}
          />
          <FormCountrySelect
            name="countryCode"
            control={form.control}
            label={t('auth:register.country')}
            inputId="register-country"
            placeholder={t('auth:register.countryPlaceholder')}
            loadFailedText={t('auth:register.countriesFailed')}
          />
          <FormPhoneInput
            name="phoneNumber"
            control={form.control}
            label={t('auth:register.phone')}
            id="register-phone"
          />
        </Section>
        <Section legend={t('auth:register.personSection')}>
          <PersonNameInputs
            register={form.register}
            errors={errors}
            labels={{ name: t('auth:register.name'), surname: t('auth:register.surname') }}
          />
          <EmailInput label={t('auth:register.email')} autoComplete="email" {...field('email')} />
          <NewPasswordInputs
            register={form.register}
            errors={errors}
            labels={{
              password: t('auth:register.password'),
              confirmPassword: t('auth:register.confirmPassword'),
            }}
          />
        </Section>
        <Button type="submit" variant="primary" size="large" fullWidth loading={registration.isPending}>
          {t('auth:register.submit')}
        </Button>
        <AuthSwitch
          question={t('auth:register.haveAccount')}
          to={paths.auth.login}
          link={t('auth:register.loginLink')}
        />
      </form>
    </AuthCard>
  );
}

function Section({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="grid gap-4">
      <legend className="mb-1 text-sm font-semibold text-slate-900">{legend}</legend>
      {children}
    </fieldset>
  );
}
