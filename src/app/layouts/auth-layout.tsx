import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';
import { Truck } from '@/components/inline-icons';
import { OfflineBanner } from '@/components/offline-banner';
import { InShell } from '../errors/in-shell';
import { pageShown } from '../route-table/first-heading';
import { HeaderBrand } from './header-brand';
import { LanguageSwitcher } from './language-switcher';

/** Sign-in pages: the form on the right, the product's promise on the left (hidden on phones). */
export function AuthLayout() {
  const { t } = useTranslation();
  // A page with no heading-first screen: what follows it (the home after signing in) need not wait for one.
  useEffect(pageShown, []);
  return (
    <div className="grid min-h-screen lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]">
      <aside className="relative hidden flex-col justify-between bg-brand-900 p-10 text-white lg:flex">
        <div className="flex items-center gap-2 text-lg font-semibold">
          <Truck className="h-6 w-6" aria-hidden="true" /> {t('appName')}
        </div>
        <p className="max-w-sm text-3xl font-semibold leading-tight">{t('tagline')}</p>
        <p className="text-sm text-brand-100">
          © {new Date().getFullYear()} {t('appName')}
        </p>
      </aside>
      <div className="flex flex-col">
        <OfflineBanner />
        <header className="flex items-center justify-between px-6 py-4">
          <HeaderBrand className="lg:invisible" />
          <LanguageSwitcher />
        </header>
        <main className="flex flex-1 items-start justify-center px-4 pb-10 pt-4 sm:items-center">
          <div className="w-full max-w-md">
            <InShell>
              <Outlet />
            </InShell>
          </div>
        </main>
      </div>
    </div>
  );
}
