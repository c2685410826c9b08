import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { buttonClasses } from '@/components/button';
import { paths } from '@/config/paths';

export function NotFoundRoute() {
  const { t } = useTranslation();
  return (
    <main className="flex min-h-screen items-center justify-center p-6">
      <section className="max-w-md text-center">
        <p className="text-6xl font-bold text-brand-600" aria-hidden="true">
          404
        </p>
        <h1 className="mt-4 text-2xl font-semibold text-slate-900">{t('notFound.title')}</h1>
        <p className="mt-2 text-slate-600">{t('notFound.text')}</p>
        <Link to={paths.home} className={`${buttonClasses({ variant: 'primary' })} mt-6`}>
          {t('actions.goHome')}
        </Link>
      </section>
    </main>
  );
}
