import { useTranslation } from 'react-i18next';
import { headingKeys, type LandingScreen } from '@/config/headings';
import { useSessionUser } from '@/lib/use-session';
import { PageHeader, type PageHeaderProps } from './page-header';

type LandingPageHeaderProps = Omit<PageHeaderProps, 'title' | 'subtitle'> & { screen: LandingScreen };

/**
 * The heading of a screen a visit often starts on, in the words the route table shows while the
 * screen's code loads (config/headings.ts): the core `nav` namespace, there before any area's words,
 * so the heading neither waits for them nor changes when the screen arrives.
 */
export function LandingPageHeader({ screen, ...rest }: LandingPageHeaderProps) {
  const { t } = useTranslation('nav');
  const user = useSessionUser();
  if (!user) return null; // RequireAuth above has already redirected.
  const keys = headingKeys(screen, user.organizationType);
  return (
    <PageHeader title={t(keys.title, { name: user.name ?? '' })} subtitle={t(keys.subtitle)} {...rest} />
  );
}
