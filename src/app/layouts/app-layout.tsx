import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';
import { Menu, PanelLeftClose, PanelLeftOpen } from 'lucide-react';
import { OfflineBanner } from '@/components/offline-banner';
import { TruncatedText } from '@/components/truncated-text';
import { useLogout } from '@/features/auth/api/logout';
import { NotificationBell } from '@/features/notifications/components/notification-bell';
import { onDemand, prefetchOnDemand, useOnDemand } from '@/lib/on-demand';
import { notify } from '@/lib/toast';
import { useSessionUser } from '@/lib/use-session';
import { InShell } from '../errors/in-shell';
import { LoadingHeading } from '../route-table/loading-heading';
import { ScreenFallbackContext, type ScreenHeading } from '../route-table/screen-fallback';
import { DemoBadge } from './demo-badge';
import { LanguageSwitcher } from './language-switcher';
import { SidebarNav } from './sidebar';
import { SidebarProvider, useSidebar } from './sidebar-context';
import { SuspensionBanner, SuspensionLayer } from './suspension-layer';

const loadingHeading = (screen: ScreenHeading) => <LoadingHeading screen={screen} />;

const drawerCode = onDemand(() => import('./phone-drawer'));
const prefetchDrawer = () => prefetchOnDemand(drawerCode);

export function AppLayout() {
  return (
    <SidebarProvider>
      <Shell />
    </SidebarProvider>
  );
}

function Shell() {
  const { t } = useTranslation('nav');
  const user = useSessionUser();
  const { isCollapsed, isShow, toggleCollapsed, setShow } = useSidebar();
  const logout = useLogout();
  const [drawer, askForDrawer] = useOnDemand(drawerCode);
  if (!user) return null; // RequireAuth above has already redirected.

  const onLogout = () => {
    setShow(false);
    notify.success(t('loggedOut'));
    logout.mutate();
  };

  return (
    <SuspensionLayer role={user.organizationType}>
      <div className="flex min-h-screen">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:fixed focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2 focus:shadow-card"
        >
          {t('skipToContent')}
        </a>
        <aside
          className={`sticky top-0 hidden h-screen shrink-0 border-r border-slate-200 bg-white transition-[width] lg:block print:hidden ${isCollapsed ? 'w-[72px]' : 'w-64'}`}
        >
          <SidebarNav role={user.organizationType} compact={isCollapsed} onLogout={onLogout} />
        </aside>
        {drawer && (
          <drawer.PhoneDrawer open={isShow} onOpenChange={setShow}>
            <SidebarNav
              role={user.organizationType}
              compact={false}
              onNavigate={() => setShow(false)}
              onLogout={onLogout}
            />
          </drawer.PhoneDrawer>
        )}
        <div className="flex min-w-0 flex-1 flex-col">
          <header className="sticky top-0 z-30 flex h-16 items-center gap-3 border-b border-slate-200 bg-white/95 px-4 backdrop-blur sm:px-6 print:hidden">
            <button
              type="button"
              className="rounded-md p-2 text-slate-600 hover:bg-slate-100 lg:hidden"
              onClick={() => askForDrawer(() => setShow(true))}
              onPointerEnter={prefetchDrawer}
              onPointerDown={prefetchDrawer}
              onFocus={prefetchDrawer}
              aria-label={t('openMenu')}
              aria-expanded={isShow}
            >
              <Menu className="h-5 w-5" aria-hidden="true" />
            </button>
            <button
              type="button"
              className="hidden rounded-md p-2 text-slate-600 hover:bg-slate-100 lg:inline-flex"
              onClick={toggleCollapsed}
              aria-label={isCollapsed ? t('expand') : t('collapse')}
              aria-pressed={isCollapsed}
            >
              {isCollapsed ? (
                <PanelLeftOpen className="h-5 w-5" aria-hidden="true" />
              ) : (
                <PanelLeftClose className="h-5 w-5" aria-hidden="true" />
              )}
            </button>
            <DemoBadge />
            <div className="ml-auto flex items-center gap-3">
              <LanguageSwitcher />
              <NotificationBell />
              <div className="hidden min-w-0 text-right sm:block">
                <TruncatedText
                  as="p"
                  text={user.name ?? ''}
                  className="max-w-48 text-sm font-medium text-slate-900 lg:max-w-64"
                  data-testid="user-name"
                />
                <p className="text-xs text-slate-500" data-testid="user-role">
                  {t(`roles.${user.organizationType}`)}
                </p>
              </div>
            </div>
          </header>
          <OfflineBanner />
          <SuspensionBanner />
          <main id="main" tabIndex={-1} className="mx-auto w-full max-w-7xl flex-1 px-4 py-6 sm:px-6 lg:px-8">
            {/* A screen that fails shows its error here, with the menu and header still around it. */}
            <InShell>
              {/* A landing screen's heading, while its code loads (route-table/lazy-screen.tsx). */}
              <ScreenFallbackContext.Provider value={loadingHeading}>
                <Outlet />
              </ScreenFallbackContext.Provider>
            </InShell>
          </main>
        </div>
      </div>
    </SuspensionLayer>
  );
}
