import { KeyRound, PauseCircle, Pencil } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { buttonClasses } from '@/components/button';
import { Card } from '@/components/card';
import { FactList } from '@/components/fact-list';
import { paths } from '@/config/paths';
import { ORGANIZATION_TYPES } from '@/config/enums';
import { formatDate } from '@/lib/dates';
import { isKnown } from '@/lib/lenient';
import type { Me } from '../schemas';
import { LoadedMe } from './loaded-me';

export function ProfileOverview() {
  return <LoadedMe>{(me) => <ProfileOverviewOf me={me} />}</LoadedMe>;
}

function ProfileOverviewOf({ me }: { me: Me }) {
  const { t } = useTranslation(['profile', 'nav', 'common']);
  const { organizationType: role, createdAt } = me;
  // What the server left out reads '—' (below); a role the app does not know, its raw code.
  const facts: Array<[string, string | undefined]> = [
    [t('fields.name'), me.name],
    [t('fields.surname'), me.surname],
    [t('fields.email'), me.email],
    [t('fields.organization'), me.organizationName],
    [t('fields.role'), isKnown(ORGANIZATION_TYPES, role) ? t(`nav:roles.${role}`) : role],
    [t('fields.memberSince'), createdAt ? formatDate(createdAt) : undefined],
  ];

  return (
    <div className="grid gap-6">
      {me.suspended && (
        <div
          role="note"
          className="flex gap-3 rounded-card border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900"
        >
          <PauseCircle aria-hidden className="mt-0.5 size-5 shrink-0" />
          <p>{t('overview.suspended')}</p>
        </div>
      )}
      <Card
        title={t('areas.information')}
        actions={
          <Link to={paths.profile.edit} className={buttonClasses({ variant: 'blue-light' })}>
            <Pencil aria-hidden className="size-4" />
            {t('overview.edit')}
          </Link>
        }
      >
        <FactList facts={facts.map(([label, value]) => ({ label, value: value || t('ui:missing') }))} />
      </Card>
      <Card title={t('areas.security')}>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-slate-600">{t('overview.securityText')}</p>
          <Link to={paths.profile.password} className={buttonClasses({ variant: 'outline' })}>
            <KeyRound aria-hidden className="size-4" />
            {t('overview.changePassword')}
          </Link>
        </div>
      </Card>
    </div>
  );
}
