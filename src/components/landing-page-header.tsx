import { useTranslation } from 'react-i18next';
import { headingKeys, type LandingScreen } from '@/config/headings';
import { useSessionUser } from '@/lib/use-session';
import { PageHeader, type PageHeaderProps } from './page-header';

type LandingPageHeaderProps = Omit<PageHeaderProps, 'title' | 'subtitle'> & { screen: LandingScreen };

export function LandingPageHeader({ screen, ...rest }: LandingPageHeaderProps) {
  const { t } = useTranslation('nav');
  const user = useSessionUser();
  if (!user) return null; // RequireAuth above has already redirected.
  const keys = headingKeys(screen, user.organizationType);
  return (
    <PageHeader title={t(keys.title, { name: user.name ?? '' })} subtitle={t(keys.subtitle)} {...rest} />
  );
}
