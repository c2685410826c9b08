import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { FormActions } from '@/components/form-actions';
import { Button, buttonClasses } from '@/components/button';
import { PersonNameInputs } from '@/components/person-name-inputs';
import { TextInput } from '@/components/text-input';
import { paths } from '@/config/paths';
import { applyServerFieldErrors, formMode, refusalAboveForm } from '@/lib/forms';
import { useUnsentForm } from '@/lib/unsent-form';
import { useUpdateMe } from '../api/update-me';
import { profileUpdateSchema, type Me, type ProfileUpdateInput } from '../schemas';
import { FormAlert } from '@/components/form-alert';
import { Card } from '@/components/card';
import { LoadedMe } from './loaded-me';

export function ProfileEdit({ onSaved }: { onSaved: () => void }) {
  const { t } = useTranslation(['profile', 'common']);
  return (
    <LoadedMe>
      {(me) => (
        <Card title={t('edit.section')}>
          <ProfileEditForm me={me} onSaved={onSaved} />
        </Card>
      )}
    </LoadedMe>
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
  const formError = refusalAboveForm(update, t);

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-4">
      {formError && <FormAlert tone="error">{formError}</FormAlert>}
      <PersonNameInputs
        register={form.register}
        errors={errors}
        labels={{ name: t('fields.name'), surname: t('fields.surname') }}
      />
      <TextInput
        label={t('fields.email')}
        type="email"
        value={me.email ?? ''}
        readOnly
        disabled
        helperText={t('edit.emailHelp')}
      />
      <FormActions>
        <Link to={paths.profile.view} className={buttonClasses({ variant: 'gray-outline' })}>
          {t('common:actions.cancel')}
        </Link>
        <Button type="submit" variant="primary" loading={update.isPending}>
          {t('common:actions.save')}
        </Button>
      </FormActions>
    </form>
  );
}
