import { useQuery } from '@tanstack/react-query';
import { Suspense, useMemo, type ReactNode } from 'react';
import type { OrganizationType } from '@/config/enums';
import { getCurrentOrganizationQueryOptions } from '@/features/organizations/api/get-current-organization';
import { SuspensionNotice } from '@/features/organizations/components/suspension-notice';
import { can } from '@/lib/permissions';
import { useFeatureAvailable } from '@/lib/server-features';
import { SuspensionContext, useSuspension, type Suspension } from '@/lib/suspension';

export function SuspensionLayer({ role, children }: { role: OrganizationType; children: ReactNode }) {
  const watched = useFeatureAvailable('suspension') && can({ organizationType: role }, 'view:organization');
  const organization = useQuery({ ...getCurrentOrganizationQueryOptions(), enabled: watched });
  const data = watched ? organization.data : undefined;
  const suspended = data?.suspended === true;
  const reason = data?.suspensionReason ?? null;
  const until = data?.suspendedUntil ?? null;
  const suspension = useMemo<Suspension | null>(
    () => (suspended ? { reason, until } : null),
    [suspended, reason, until],
  );
  return <SuspensionContext.Provider value={suspension}>{children}</SuspensionContext.Provider>;
}

/** On every page of a suspended organisation: why, and until when, before anyone tries an action. */
export function SuspensionBanner() {
  const suspension = useSuspension();
  if (!suspension) return null;
  return (
    <Suspense fallback={null}>
      <div className="mx-auto w-full max-w-7xl px-4 pt-4 sm:px-6 lg:px-8" data-testid="suspension-banner">
        <SuspensionNotice reason={suspension.reason} until={suspension.until} />
      </div>
    </Suspense>
  );
}
