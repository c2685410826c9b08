import { Navigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { guarded, lazyScreen } from './lazy-screen';

export const mailRoutes = () => [
  guarded({ area: 'mail', action: 'view:email', words: 'email' }, [
    { path: paths.email.root, element: <Navigate to={paths.email.inbox} replace /> },
    lazyScreen(() => import('../routes/email/mailbox'), 'InboxRoute', {
      path: paths.email.inbox,
      ownHeading: 'mailbox',
      feature: 'mail',
    }),
    lazyScreen(() => import('../routes/email/mailbox'), 'SentRoute', {
      path: paths.email.sent,
      ownHeading: 'mailbox',
      feature: 'mail',
    }),
    lazyScreen(() => import('../routes/email/mail-detail'), 'MailDetailRoute', {
      path: paths.email.detail(),
      feature: 'mail',
    }),
    lazyScreen(() => import('../routes/email/compose'), 'ComposeRoute', {
      path: paths.email.create(),
      feature: 'mail',
    }),
  ]),
];
