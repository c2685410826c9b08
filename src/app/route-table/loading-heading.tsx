import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { Spinner } from '@/components/spinner';
import { headingKeys, type LandingScreen } from '@/config/headings';
import { useSessionUser } from '@/lib/use-session';
import { headingNamespace, OWN_HEADINGS, type OwnHeading } from './own-headings';
import type { ScreenHeading } from './screen-fallback';

export function LoadingHeading({ screen }: { screen: ScreenHeading }) {
  return typeof screen === 'string' ? (
    <LandingHeading screen={screen} />
  ) : (
    <OwnWordsHeading screen={screen.own} />
  );
}

function Loading({ title, subtitle }: { title?: string; subtitle?: string }) {
  return (
    <div className="flex min-w-0 flex-col gap-6" data-testid="loading-heading" aria-busy="true">
      {title && <PageHeader title={title} subtitle={subtitle} />}
      <div className="flex justify-center py-10">
        <Spinner className="size-8" />
      </div>
    </div>
  );
}

function LandingHeading({ screen }: { screen: LandingScreen }) {
  const { t } = useTranslation('nav');
  const user = useSessionUser();
  if (!user) return null; // RequireAuth above has already redirected.
  const keys = headingKeys(screen, user.organizationType);
  return <Loading title={t(keys.title, { name: user.name ?? '' })} subtitle={t(keys.subtitle)} />;
}

// The area's words may still be on their way: the spinner alone until they are in.
function OwnWordsHeading({ screen }: { screen: OwnHeading }) {
  const { t, ready } = useTranslation(headingNamespace(screen), { useSuspense: false });
  const keys = OWN_HEADINGS[screen];
  return ready ? <Loading title={t(keys.title)} subtitle={t(keys.subtitle)} /> : <Loading />;
}
