import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LandingPageHeader } from '@/components/landing-page-header';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useMissingFeatures } from '@/lib/server-features';
import { useSessionUser } from '@/lib/use-session';
import { navItemsFor } from '../layouts/nav-items';
import { CARD_CLASSES } from '@/components/card-look';
import { cn } from '@/components/class-names';

export function HomeWithoutDashboard() {
  const { t } = useTranslation(['dashboard', 'nav']);
  const user = useSessionUser();
  const missing = useMissingFeatures();
  if (!user) return null;
  const areas = navItemsFor(user, missing).filter(
    (item) => item.to !== paths.home && item.to !== paths.profile.view,
  );
  return (
    <div className="grid gap-6">
      <LandingPageHeader screen="home" />
      <nav aria-label={t('dashboard:areas')}>
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {areas.map(({ key, to, icon: Icon }) => (
            <li key={to}>
              <Link
                to={to}
                className={cn(
                  CARD_CLASSES,
                  'flex items-center gap-3 p-4 text-sm font-medium text-slate-900 hover:border-brand-300 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
                )}
              >
                <Icon aria-hidden className="size-5 shrink-0 text-brand-600" />
                <span className="min-w-0 flex-1">{t(`nav:${key}`)}</span>
                <ArrowRight aria-hidden className="size-4 shrink-0 text-slate-400" />
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
