import { KeyRound, PauseCircle, Pencil } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { buttonClasses } from '@/components/button';
import { ErrorState } from '@/components/error-state';
import { paths } from '@/config/paths';
import { ORGANIZATION_TYPES } from '@/config/enums';
import { formatDate } from '@/lib/dates';
import { isKnown } from '@/lib/lenient';
import { useMe } from '../api/get-me';
import { ProfileSection } from './profile-section';
import { ProfileSkeleton } from './profile-skeleton';

/** /profile: who is signed in, in which organisation and role, with the ways to edit and to secure it. */
export function ProfileOverview() {
  const { t } = useTranslation(['profile', 'nav', 'common']);
  const me = useMe();

  if (me.isPending) return <ProfileSkeleton rows={3} />;
  if (me.isError)
    return (
      <div className="rounded-card border border-slate-200 bg-white shadow-card">
        <ErrorState error={me.error} onRetry={() => void me.refetch()} />
      </div>
    );

  const { organizationType: role, createdAt } = me.data;
  // What the server left out reads '—' (below); a role the app does not know, its raw code.
  const facts: Array<[string, string | undefined]> = [
    [t('fields.name'), me.data.name],
    [t('fields.surname'), me.data.surname],
    [t('fields.email'), me.data.email],
    [t('fields.organization'), me.data.organizationName],
    [t('fields.role'), isKnown(ORGANIZATION_TYPES, role) ? t(`nav:roles.${role}`) : role],
    [t('fields.memberSince'), createdAt ? formatDate(createdAt) : undefined],
  ];

  return (
    <div className="grid gap-6">
      {me.data.suspended && (
        <div
          role="note"
          className="flex gap-3 rounded-card border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900"
        >
          <PauseCircle aria-hidden className="mt-0.5 size-5 shrink-0" />
          <p>{t('overview.suspended')}</p>
        </div>
      )}
      <ProfileSection
        title={t('areas.information')}
        action={
          <Link to={paths.profile.edit} className={buttonClasses({ variant: 'blue-light' })}>
            <Pencil aria-hidden className="size-4" />
            {t('overview.edit')}
          </Link>
        }
      >
        <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2">
          {facts.map(([label, value]) => (
            <div key={label} className="min-w-0">
              <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{label}</dt>
              <dd className="mt-1 break-words text-sm text-slate-900">{value || t('ui:missing')}</dd>
            </div>
          ))}
        </dl>
      </ProfileSection>
      <ProfileSection title={t('areas.security')}>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-slate-600">{t('overview.securityText')}</p>
          <Link to={paths.profile.password} className={buttonClasses({ variant: 'outline' })}>
            <KeyRound aria-hidden className="size-4" />
            {t('overview.changePassword')}
          </Link>
        </div>
      </ProfileSection>
    </div>
  );
}
