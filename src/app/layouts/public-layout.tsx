import { Outlet } from 'react-router-dom';
import { OfflineBanner } from '@/components/offline-banner';
import { InShell } from '../errors/in-shell';
import { HeaderBrand } from './header-brand';
import { LanguageSwitcher } from './language-switcher';

export function PublicLayout() {
  return (
    <div className="flex min-h-screen flex-col bg-slate-50">
      <OfflineBanner />
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-3xl items-center justify-between gap-4 px-4 py-3">
          <HeaderBrand />
          <LanguageSwitcher />
        </div>
      </header>
      <main className="mx-auto w-full max-w-3xl flex-1 px-4 pb-10 pt-6">
        <InShell>
          <Outlet />
        </InShell>
      </main>
    </div>
  );
}
