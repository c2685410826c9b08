import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { LogOut, Truck } from 'lucide-react';
import type { OrganizationType } from '@/config/enums';
import { UnreadMailBadge } from '@/features/email/components/unread-mail-badge';
import { can } from '@/lib/permissions';
import { useMissingFeatures } from '@/lib/server-features';
import { preloadPath } from '../route-table/preload';
import { navItemsFor } from './nav-items';

/** The role's navigation. `compact` is the collapsed rail: icons only, names kept for screen readers. */
export function SidebarNav({
  role,
  compact,
  onNavigate,
  onLogout,
}: {
  role: OrganizationType;
  compact: boolean;
  onNavigate?: () => void;
  onLogout: () => void;
}) {
  const { t } = useTranslation('nav');
  const missing = useMissingFeatures();
  const user = { organizationType: role };
  return (
    <div className="flex h-full flex-col">
      <div
        className={`flex h-16 items-center gap-2 border-b border-slate-200 px-4 font-semibold text-brand-700 ${compact ? 'justify-center' : ''}`}
      >
        <Truck className="h-6 w-6 shrink-0" aria-hidden="true" />
        <span className={compact ? 'sr-only' : ''}>{t('common:appName')}</span>
      </div>
      <nav aria-label={t('mainMenu')} className="flex-1 overflow-y-auto px-2 py-4">
        <ul className="grid gap-1">
          {navItemsFor(user, missing).map(({ key, to, icon: Icon, end, badge }) => (
            <li key={key}>
              <NavLink
                to={to}
                end={end ?? false}
                onClick={onNavigate}
                onPointerEnter={() => preloadPath(to)}
                onFocus={() => preloadPath(to)}
                title={compact ? t(key) : undefined}
                className={({ isActive }) =>
                  `relative flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium ${compact ? 'justify-center' : ''} ${
                    isActive
                      ? 'bg-brand-50 text-brand-700'
                      : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900'
                  }`
                }
              >
                <Icon className="h-5 w-5 shrink-0" aria-hidden="true" />
                <span className={compact ? 'sr-only' : ''}>{t(key)}</span>
                {badge === 'unreadMail' && (
                  <UnreadMailBadge compact={compact} enabled={can(user, 'view:email')} />
                )}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="border-t border-slate-200 p-2">
        <button
          type="button"
          onClick={onLogout}
          title={compact ? t('logout') : undefined}
          className={`flex w-full items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium text-red-700 hover:bg-red-50 ${compact ? 'justify-center' : ''}`}
        >
          <LogOut className="h-5 w-5 shrink-0" aria-hidden="true" />
          <span className={compact ? 'sr-only' : ''}>{t('logout')}</span>
        </button>
      </div>
    </div>
  );
}
