import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormActions } from '@/components/form-actions';
import { FormAlert } from '@/components/form-alert';
import { GroupError } from '@/components/group-error';
import { Button } from '@/components/button';
import { SuspendableButton } from '@/components/suspended-action';
import { TextInput } from '@/components/text-input';
import { describeError } from '@/lib/api-error';
import { applyServerFieldErrors, bindFields, formMode, translateFieldError } from '@/lib/forms';
import { useUnsentForm } from '@/lib/unsent-form';
import { useUpdateCarrierProfile } from '../api/update-carrier-profile';
import type { CarrierProfile, CarrierProfileInput } from '../schemas';
import { ProfileChoiceFields } from './profile-choice-fields';
import {
  PROFILE_FIELDS,
  profileResolver,
  toProfileFormValues,
  type ProfileFormValues,
} from './profile-form-values';
import { MAX_TRUCK_COUNT, PROFILE_TEXT_MAX_LENGTH } from '@/config/limits';
import { digitsInput } from '@/lib/input-rules';
import { CARD_CLASSES } from '@/components/card-look';
import { cn } from '@/components/class-names';

type CarrierProfileFormProps = {
  profile: CarrierProfile | null;
  onSaved: () => void;
  /** Shown only when there is a saved profile to go back to. */
  onCancel?: (() => void) | undefined;
};

const TRUCK_COUNT_INPUT = digitsInput(String(MAX_TRUCK_COUNT).length);

/** Names the form's kept copy when a session expires mid-edit (lib/unsent-form). */
export const CARRIER_PROFILE_FORM = 'carrier-profile';

export function CarrierProfileForm({ profile, onSaved, onCancel }: CarrierProfileFormProps) {
  const { t } = useTranslation(['carrier-profile', 'common', 'errors']);
  const fieldError = (message: string | undefined) => translateFieldError(t, message);
  const save = useUpdateCarrierProfile();
  const form = useForm<ProfileFormValues, unknown, CarrierProfileInput>({
    resolver: profileResolver,
    defaultValues: toProfileFormValues(profile),
    ...formMode,
  });
  useUnsentForm(form, { id: CARRIER_PROFILE_FORM });
  const { errors } = form.formState;
  const field = bindFields(form, t);
  const hasTruck = useWatch({ control: form.control, name: 'hasTruck' });

  const submit = form.handleSubmit(async (input) => {
    if (save.isPending) return;
    try {
      await save.mutateAsync(input);
      onSaved();
    } catch (error) {
      applyServerFieldErrors(error, form.setError, PROFILE_FIELDS);
    }
  });

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-labelledby="carrier-profile-form-title"
      className={cn(CARD_CLASSES, 'grid gap-6 p-5 sm:p-6')}
    >
      <h2 id="carrier-profile-form-title" className="text-base font-semibold text-slate-900">
        {t('carrier-profile:form.title')}
      </h2>
      {save.isError && <FormAlert tone="error">{describeError(save.error, t)}</FormAlert>}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextInput
          label={t('carrier-profile:fields.agencyName')}
          autoComplete="organization"
          maxLength={PROFILE_TEXT_MAX_LENGTH}
          {...field('agencyName')}
        />
        <TextInput
          label={t('carrier-profile:fields.agencyMembership')}
          helperText={t('carrier-profile:hints.agencyMembership')}
          maxLength={PROFILE_TEXT_MAX_LENGTH}
          {...field('agencyMembership')}
        />
        <TextInput
          className="sm:col-span-2"
          label={t('carrier-profile:fields.certifications')}
          helperText={t('carrier-profile:hints.certifications')}
          maxLength={PROFILE_TEXT_MAX_LENGTH}
          {...field('certifications')}
        />
      </div>

      <fieldset
        className="grid gap-3"
        aria-describedby={errors.hasTruck ? 'has-truck-error' : undefined}
        aria-invalid={errors.hasTruck ? true : undefined}
      >
        <legend className={`mb-1 text-sm font-medium ${errors.hasTruck ? 'text-red-600' : 'text-slate-700'}`}>
          {t('carrier-profile:fields.hasTruck')}
        </legend>
        <div className="flex flex-wrap gap-x-6 gap-y-1">
          {(['yes', 'no'] as const).map((answer) => (
            <label
              key={answer}
              className="flex min-h-10 cursor-pointer items-center gap-2 text-sm text-slate-800"
            >
              <input
                type="radio"
                value={answer}
                {...form.register('hasTruck')}
                className="size-4 accent-brand-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
              />
              {t(`common:actions.${answer}`)}
            </label>
          ))}
        </div>
        <GroupError id="has-truck-error" error={fieldError(errors.hasTruck?.message)} />
        {hasTruck === 'yes' && (
          <TextInput
            className="sm:max-w-xs"
            label={t('carrier-profile:fields.truckCount')}
            inputMode="numeric"
            restrict={TRUCK_COUNT_INPUT}
            {...field('truckCount')}
          />
        )}
      </fieldset>

      <ProfileChoiceFields control={form.control} fieldError={fieldError} />

      <FormActions ruled>
        {onCancel && (
          <Button variant="gray-outline" onClick={onCancel} disabled={save.isPending}>
            {t('carrier-profile:actions.cancel')}
          </Button>
        )}
        <SuspendableButton type="submit" variant="primary" loading={save.isPending}>
          {t('carrier-profile:actions.save')}
        </SuspendableButton>
      </FormActions>
    </form>
  );
}
