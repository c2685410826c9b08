import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button, buttonClasses } from '@/components/button';
import { ErrorState } from '@/components/error-state';
import { TextInput } from '@/components/text-input';
import { paths } from '@/config/paths';
import { describeError, toApiError } from '@/lib/api-error';
import { applyServerFieldErrors, formMode, translateFieldError } from '@/lib/forms';
import { useUnsentForm } from '@/lib/unsent-form';
import { useMe } from '../api/get-me';
import { useUpdateMe } from '../api/update-me';
import { profileUpdateSchema, type Me, type ProfileUpdateInput } from '../schemas';
import { FormAlert } from '@/components/form-alert';
import { TEXT_MAX } from '@/config/limits';
import { ProfileSection } from './profile-section';
import { ProfileSkeleton } from './profile-skeleton';

/** /profile/profile-edit: loads the profile first, so the form opens with what is saved. */
export function ProfileEdit({ onSaved }: { onSaved: () => void }) {
  const { t } = useTranslation(['profile', 'common']);
  const me = useMe();
  if (me.isPending) return <ProfileSkeleton rows={3} />;
  if (me.isError)
    return (
      <div className="rounded-card border border-slate-200 bg-white shadow-card">
        <ErrorState error={me.error} onRetry={() => void me.refetch()} />
      </div>
    );
  return (
    <ProfileSection title={t('edit.section')}>
      <ProfileEditForm me={me.data} onSaved={onSaved} />
    </ProfileSection>
  );
}

function ProfileEditForm({ me, onSaved }: { me: Me; onSaved: () => void }) {
  const { t } = useTranslation(['profile', 'common']);
  const update = useUpdateMe({ successToast: t('edit.saved') });
  const form = useForm<ProfileUpdateInput>({
    resolver: zodResolver(profileUpdateSchema),
    defaultValues: { name: me.name ?? '', surname: me.surname ?? '' },
    ...formMode,
  });
  useUnsentForm(form, { id: 'profile-edit' });
  const { errors } = form.formState;

  const submit = form.handleSubmit((input) =>
    update.mutate(input, {
      onSuccess: onSaved,
      onError: (error) => applyServerFieldErrors(error, form.setError, ['name', 'surname']),
    }),
  );
  const formError =
    update.isError && Object.keys(toApiError(update.error).fieldErrors).length === 0
      ? describeError(update.error, t)
      : null;

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-4">
      {formError && <FormAlert tone="error">{formError}</FormAlert>}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextInput
          label={t('fields.name')}
          autoComplete="given-name"
          maxLength={TEXT_MAX.personName}
          registration={form.register('name')}
          error={translateFieldError(t, errors.name?.message)}
        />
        <TextInput
          label={t('fields.surname')}
          autoComplete="family-name"
          maxLength={TEXT_MAX.personName}
          registration={form.register('surname')}
          error={translateFieldError(t, errors.surname?.message)}
        />
        <TextInput
          label={t('fields.email')}
          type="email"
          value={me.email ?? ''}
          readOnly
          disabled
          helperText={t('edit.emailHelp')}
          className="sm:col-span-2"
        />
      </div>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Link to={paths.profile.view} className={buttonClasses({ variant: 'gray-outline' })}>
          {t('common:actions.cancel')}
        </Link>
        <Button type="submit" variant="primary" loading={update.isPending}>
          {t('common:actions.save')}
        </Button>
      </div>
    </form>
  );
}
