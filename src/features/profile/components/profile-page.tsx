import { Bell, KeyRound, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PageHeader, type PageFrameProps } from '@/components/page-header';
import { Link, useLocation } from 'react-router-dom';
import { cn } from '@/components/class-names';
import { paths } from '@/config/paths';
import { useCan } from '@/lib/permissions';
import { useFeatureAvailable } from '@/lib/server-features';

export function ProfilePage({ title, subtitle, children }: PageFrameProps) {
  const { t } = useTranslation('profile');
  const { pathname } = useLocation();
  const can = useCan();
  const notifications = useFeatureAvailable('notifications') && can('view:notifications');
  // 'also': pages inside an area, so the area stays marked while the user edits in it.
  const areas: Array<{ to: string; label: string; icon: typeof UserRound; also: string[] }> = [
    { to: paths.profile.view, label: t('areas.information'), icon: UserRound, also: [paths.profile.edit] },
    { to: paths.profile.password, label: t('areas.security'), icon: KeyRound, also: [] },
    // Importers' and carriers' (an admin has no events to hear of), where the server has them.
    ...(notifications
      ? [{ to: paths.profile.notifications, label: t('areas.notifications'), icon: Bell, also: [] }]
      : []),
  ];
  return (
    <div className="grid max-w-3xl gap-6">
      <PageHeader title={title} subtitle={subtitle} />
      <nav aria-label={t('areas.label')}>
        <ul className="flex flex-wrap gap-2">
          {areas.map(({ to, label, icon: Icon, also }) => (
            <li key={to}>
              <Link
                to={to}
                aria-current={pathname === to ? 'page' : undefined}
                className={cn(
                  'inline-flex h-9 items-center gap-2 rounded-lg px-3 text-sm font-medium transition-colors',
                  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500',
                  pathname === to || also.includes(pathname)
                    ? 'bg-brand-50 text-brand-700'
                    : 'text-slate-600 hover:bg-slate-100',
                )}
              >
                <Icon aria-hidden className="size-4" />
                {label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {children}
    </div>
  );
}
