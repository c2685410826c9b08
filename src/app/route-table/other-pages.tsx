import type { RouteObject } from 'react-router-dom';
import { paths } from '@/config/paths';
import { lazyRoute } from './lazy-route';
import { queryLayer } from './query-layer-route';
import { OTHER_PAGES_IDS } from './patch-points';

// Patched in on demand like the signed-in screens: the sign-in page does not carry them.

const visitorLanguage = () =>
  import('@/lib/visitor-language').then((m) => m.adoptVisitorLanguage()).then(() => null);

export const otherPages = (): Record<string, RouteObject[]> => ({
  [OTHER_PAGES_IDS.visitorForms]: [
    {
      ...queryLayer(),
      children: [
        {
          path: paths.auth.register,
          ...lazyRoute(() => import('../routes/auth/register'), 'RegisterRoute'),
        },
        {
          path: paths.auth.forgotPassword,
          ...lazyRoute(() => import('../routes/auth/forgot-password'), 'ForgotPasswordRoute'),
        },
        {
          path: paths.auth.resetPassword,
          ...lazyRoute(() => import('../routes/auth/reset-password'), 'ResetPasswordRoute'),
        },
      ],
    },
  ],
  [OTHER_PAGES_IDS.passwordChange]: [
    {
      ...queryLayer(),
      children: [
        {
          path: paths.auth.changePassword,
          ...lazyRoute(() => import('../routes/auth/change-password'), 'ChangePasswordRoute'),
        },
      ],
    },
  ],
  [OTHER_PAGES_IDS.root]: [
    {
      ...lazyRoute(() => import('../layouts/public-layout'), 'PublicLayout'),
      children: [
        {
          ...queryLayer(),
          children: [
            {
              path: paths.track(),
              // A first visit from a shared link reads in the browser's language (lib/visitor-language.ts).
              loader: visitorLanguage,
              ...lazyRoute(() => import('../routes/tracking/track-shipment'), 'TrackShipmentRoute'),
            },
          ],
        },
      ],
    },
  ],
});
