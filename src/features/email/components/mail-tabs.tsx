import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { cn } from '@/components/class-names';
import { paths } from '@/config/paths';
import { useUnreadCount } from '../api/get-unread-count';
import { MAIL_FOLDERS } from '../schemas';

const tabClasses = (active: boolean) =>
  cn(
    '-mb-px inline-flex shrink-0 items-center gap-2 whitespace-nowrap border-b-2 px-4 py-2.5 text-sm font-medium transition-colors',
    'focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-500',
    active ? 'border-brand-500 text-brand-600' : 'border-transparent text-slate-600 hover:text-slate-900',
  );

export function MailTabs() {
  const { t } = useTranslation(['email', 'shell']);
  const unread = useUnreadCount().data?.count ?? 0;
  return (
    <nav aria-label={t('tabs.label')}>
      <ul className="flex gap-1 overflow-x-auto border-b border-slate-200 px-2 pt-2 [scrollbar-width:thin]">
        {MAIL_FOLDERS.map((folder) => (
          <li key={folder} className="flex">
            <NavLink to={paths.email[folder]} className={({ isActive }) => tabClasses(isActive)}>
              {t(`tabs.${folder}`)}
              {folder === 'inbox' && unread > 0 && ' '}
              {folder === 'inbox' && unread > 0 && (
                <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-700">
                  <span aria-hidden>{unread}</span>
                  <span className="sr-only">{t('shell:unreadMail', { count: unread })}</span>
                </span>
              )}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
