import { useNavigate, useSearchParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { CarrierProfilePage } from '@/features/carrier-profile/components/carrier-profile-page';
import { REDIRECT_PARAM, safeRedirectTarget } from '../../guards/redirect';

/** Where to go after saving: a path on this site named by ?redirect, never another origin. */
function returnTarget(raw: string | null) {
  if (!raw) return null;
  const target = safeRedirectTarget(raw);
  // The helper answers home for anything unsafe; home is no bid to return to, so stay here instead.
  return target === paths.home ? null : target;
}

export function OrganizationDetailsRoute() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const target = returnTarget(params.get(REDIRECT_PARAM));
  return (
    <CarrierProfilePage
      returnsAfterSave={target !== null}
      onSaved={target ? () => void navigate(target, { replace: true }) : undefined}
    />
  );
}
