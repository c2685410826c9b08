import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { buttonClasses } from '@/components/button';
import { CARD_CLASSES } from '@/components/card-look';
import { cn } from '@/components/class-names';

export function RouteErrorPage() {
  const error = useRouteError();
  const { t } = useTranslation();
  const status = isRouteErrorResponse(error) ? error.status : null;
  const message = isRouteErrorResponse(error)
    ? error.statusText || String(error.data)
    : error instanceof Error
      ? error.message
      : String(error);
  return (
    <main className="flex min-h-screen items-center justify-center p-6">
      <section role="alert" className={cn(CARD_CLASSES, 'w-full max-w-lg p-8')}>
        <h1 className="text-xl font-semibold text-red-700">{t('errorPage.title')}</h1>
        {status !== null && <p className="mt-3 font-mono text-sm text-slate-700">{status}</p>}
        <p className="mt-2 break-words text-sm text-slate-700">{message}</p>
        <p className="mt-4 text-sm text-slate-500">{t('errorPage.hint')}</p>
        <div className="mt-6 flex gap-3">
          <button
            type="button"
            className={buttonClasses({ variant: 'primary' })}
            onClick={() => window.location.reload()}
          >
            {t('actions.reload')}
          </button>
          <a className={buttonClasses({ variant: 'outline' })} href="/">
            {t('actions.goHome')}
          </a>
        </div>
      </section>
    </main>
  );
}
