import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { ErrorState } from '@/components/error-state';
import { SkeletonBlock } from '@/components/skeleton-rows';
import { notify } from '@/lib/toast';
import { hasUnsentForm } from '@/lib/unsent-form';
import { useCarrierProfile } from '../api/get-carrier-profile';
import { CARRIER_PROFILE_FORM, CarrierProfileForm } from './carrier-profile-form';
import { CarrierProfileSummary } from './carrier-profile-summary';
import { Card } from '@/components/card';

type CarrierProfileScreenProps = {
  /** Called after a successful save, once the toast is up; the route decides where to go next. */
  onSaved?: () => void;
  /** True when saving takes the carrier back to the bid it was making. */
  returnsAfterSave?: boolean;
};

export function CarrierProfilePage({ onSaved, returnsAfterSave = false }: CarrierProfileScreenProps) {
  const { t } = useTranslation(['carrier-profile', 'common']);
  const query = useCarrierProfile();
  // Back after an expired session with an unsent edit: the form opens again to put it back.
  const [editing, setEditing] = useState(() => hasUnsentForm(CARRIER_PROFILE_FORM));
  const incomplete = query.data?.complete === false;

  const saved = () => {
    notify.success(t('carrier-profile:toast.saved'));
    setEditing(false);
    onSaved?.();
  };

  let body;
  if (query.isPending) {
    body = (
      <Card role="status" aria-busy="true" className="grid gap-4 p-5">
        <span className="sr-only">{t('common:loading')}</span>
        {Array.from({ length: 6 }, (_, i) => (
          <SkeletonBlock key={i} className="h-10 w-full" />
        ))}
      </Card>
    );
  } else if (query.isError) {
    body = (
      <Card>
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      </Card>
    );
  } else if (incomplete || !query.data.profile) {
    body = <CarrierProfileForm profile={query.data.profile} onSaved={saved} />;
  } else if (editing) {
    body = (
      <CarrierProfileForm profile={query.data.profile} onSaved={saved} onCancel={() => setEditing(false)} />
    );
  } else {
    body = <CarrierProfileSummary profile={query.data.profile} onEdit={() => setEditing(true)} />;
  }

  return (
    <div className="grid gap-6">
      <PageHeader
        title={incomplete ? t('carrier-profile:title.complete') : t('carrier-profile:title.profile')}
        subtitle={
          <>
            {incomplete ? t('carrier-profile:intro.complete') : t('carrier-profile:intro.profile')}
            {incomplete && returnsAfterSave && ` ${t('carrier-profile:intro.returnAfterSave')}`}
          </>
        }
      />
      {body}
    </div>
  );
}
