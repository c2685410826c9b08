import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { BellOff } from 'lucide-react';
import { SubmitAction } from '@/components/form-actions';
import { Card } from '@/components/card';
import { CheckboxField } from '@/components/checkbox-field';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { FormAlert } from '@/components/form-alert';
import { SkeletonBlock } from '@/components/skeleton-rows';
import { refusalAboveForm } from '@/lib/forms';
import { useNotificationSettings } from '../api/get-notification-settings';
import { useUpdateNotificationSettings } from '../api/update-notification-settings';
import { knownTopics, type NotificationSettings, type NotificationSettingsInput } from '../schemas';

export function NotificationSettingsSection() {
  const { t } = useTranslation('notifications');
  const settings = useNotificationSettings();
  return (
    <Card title={t('settings.title')} description={t('settings.description')}>
      {settings.isPending ? (
        <div className="grid gap-3" aria-busy="true" aria-label={t('loading')}>
          {[0, 1, 2, 3].map((k) => (
            <SkeletonBlock key={k} className="h-12 w-full" />
          ))}
        </div>
      ) : settings.isError ? (
        <ErrorState error={settings.error} onRetry={() => void settings.refetch()} />
      ) : knownTopics(settings.data).length === 0 ? (
        <EmptyState icon={<BellOff className="size-6" />} title={t('settings.none')} />
      ) : (
        <SettingsForm settings={settings.data} />
      )}
    </Card>
  );
}

function SettingsForm({ settings }: { settings: NotificationSettings }) {
  const { t } = useTranslation(['notifications', 'common']);
  const rows = knownTopics(settings);
  const update = useUpdateNotificationSettings({ successToast: t('settings.saved') });
  const form = useForm<NotificationSettingsInput>({ defaultValues: { topics: rows } });
  const submit = form.handleSubmit((input) => update.mutate(input));
  const formError = refusalAboveForm(update, t);
  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-4">
      {formError && <FormAlert tone="error">{formError}</FormAlert>}
      <ul className="divide-y divide-slate-100">
        {rows.map((row, index) => (
          <li key={row.topic}>
            <fieldset className="py-3">
              <legend className="text-sm font-medium text-slate-900">
                {t(`settings.topics.${row.topic}.label`)}
              </legend>
              <p className="text-sm text-slate-500">{t(`settings.topics.${row.topic}.hint`)}</p>
              <div className="mt-1 flex flex-wrap gap-x-6">
                <CheckboxField
                  label={t('settings.inApp')}
                  registration={form.register(`topics.${index}.inApp`)}
                />
                <CheckboxField
                  label={t('settings.email')}
                  registration={form.register(`topics.${index}.email`)}
                />
              </div>
            </fieldset>
          </li>
        ))}
      </ul>
      <SubmitAction pending={update.isPending}>{t('common:actions.save')}</SubmitAction>
    </form>
  );
}
