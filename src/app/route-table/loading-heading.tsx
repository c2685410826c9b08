import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { Spinner } from '@/components/spinner';
import { headingKeys, type LandingScreen } from '@/config/headings';
import { useSessionUser } from '@/lib/use-session';

/**
 * A landing screen while its code and words load: its heading, in the core words the shell already
 * has, and the spinner under it. The screen's own PageHeader reads the same keys, so the heading
 * stays put when the screen arrives.
 */
export function LoadingHeading({ screen }: { screen: LandingScreen }) {
  const { t } = useTranslation('nav');
  const user = useSessionUser();
  if (!user) return null; // RequireAuth above has already redirected.
  const keys = headingKeys(screen, user.organizationType);
  return (
    <div className="flex min-w-0 flex-col gap-6" data-testid="loading-heading">
      <PageHeader title={t(keys.title, { name: user.name ?? '' })} subtitle={t(keys.subtitle)} />
      <div className="flex justify-center py-10">
        <Spinner className="size-8" />
      </div>
    </div>
  );
}
