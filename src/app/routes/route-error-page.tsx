import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { Button, buttonClasses } from '@/components/button';
import { ErrorNotice } from '../errors/error-notice';

export function RouteErrorPage() {
  const error = useRouteError();
  const { t } = useTranslation();
  const response = isRouteErrorResponse(error);
  const message = response
    ? error.statusText || String(error.data)
    : error instanceof Error
      ? error.message
      : String(error);
  return (
    <ErrorNotice
      title={t('errorPage.title')}
      text={
        <>
          {response && <p className="font-mono">{error.status}</p>}
          <p className="break-words">{message}</p>
          <p className="mt-4 text-slate-500">{t('errorPage.hint')}</p>
        </>
      }
    >
      <Button variant="primary" onClick={() => window.location.reload()}>
        {t('actions.reload')}
      </Button>
      <a className={buttonClasses({ variant: 'outline' })} href="/">
        {t('actions.goHome')}
      </a>
    </ErrorNotice>
  );
}
