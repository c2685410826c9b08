import { useNavigate } from 'react-router-dom';
import { z } from 'zod/mini';
import { paths } from '@/config/paths';
import { CarrierProfilePage } from '@/features/carrier-profile/components/carrier-profile-page';
import { useUrlState } from '@/lib/use-url-state';
import { REDIRECT_PARAM, safeRedirectTarget } from '../../guards/redirect';

const returnUrlStateSchema = z.object({ [REDIRECT_PARAM]: z.catch(z.nullable(z.string()), null) });

function returnTarget(raw: string | null) {
  if (!raw) return null;
  const target = safeRedirectTarget(raw);
  // Home is the helper's answer to anything unsafe, and no bid to return to.
  return target === paths.home ? null : target;
}

export function OrganizationDetailsRoute() {
  const navigate = useNavigate();
  const [state] = useUrlState(returnUrlStateSchema);
  const target = returnTarget(state[REDIRECT_PARAM]);
  return (
    <CarrierProfilePage
      returnsAfterSave={target !== null}
      onSaved={target ? () => void navigate(target, { replace: true }) : undefined}
    />
  );
}
