import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { ErrorState } from '@/components/error-state';
import { SkeletonCards } from '@/components/skeleton-rows';
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

  const profile = query.data?.profile;
  let body;
  if (query.isPending) body = <SkeletonCards cards={1} bars={Array<string>(6).fill('h-10 w-full')} />;
  else if (query.isError)
    body = (
      <Card>
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      </Card>
    );
  else if (profile && !incomplete && !editing)
    body = <CarrierProfileSummary profile={profile} onEdit={() => setEditing(true)} />;
  else {
    const cancel = profile && !incomplete ? () => setEditing(false) : undefined;
    body = <CarrierProfileForm profile={profile ?? null} onSaved={saved} onCancel={cancel} />;
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
