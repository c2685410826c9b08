import { useTranslation } from 'react-i18next';
import { UserRound } from 'lucide-react';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@/config/demo-accounts';

/** Demo builds only: one click fills the form with a role's account. */
export function DemoAccounts({ onPick }: { onPick: (email: string, password: string) => void }) {
  const { t } = useTranslation(['auth', 'nav']);
  return (
    <section
      aria-labelledby="demo-accounts-title"
      className="mt-6 rounded-lg border border-dashed border-brand-200 bg-brand-50 p-4"
    >
      <h2 id="demo-accounts-title" className="text-sm font-semibold text-brand-900">
        {t('auth:demo.title')}
      </h2>
      <p id="demo-accounts-hint" className="mt-1 text-xs text-slate-700">
        {t('auth:demo.hint', { password: DEMO_PASSWORD })}
      </p>
      <ul className="mt-3 grid grid-cols-1 gap-2">
        {DEMO_ACCOUNTS.map((account) => (
          <li key={account.email}>
            <button
              type="button"
              onClick={() => onPick(account.email, DEMO_PASSWORD)}
              className="flex w-full items-center gap-3 rounded-md border border-slate-200 bg-white px-3 py-2 text-left text-sm hover:border-brand-500"
              aria-describedby="demo-accounts-hint"
            >
              <UserRound className="h-4 w-4 text-brand-600" aria-hidden="true" />
              <span className="font-medium text-slate-900">{t(`nav:roles.${account.role}`)}</span>
              <span className="ml-auto min-w-0 truncate text-slate-600">{account.email}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
