import type { RouteObject } from 'react-router-dom';
import { paths } from '@/config/paths';
import { lazyRoute } from './lazy-route';
import { queryLayer } from './query-layer-route';
import { OTHER_PAGES_IDS } from './patch-points';

// The pages beside the sign-in page and the signed-in screens: the other visitor forms, the
// temporary password's change and a shipment's shared tracking link. Patched in on demand like the
// signed-in screens (signed-in-on-demand.ts): the sign-in page, every visit's first, does not carry
// their routes and the lists of files each one fetches.

const visitorLanguage = () =>
  import('@/lib/visitor-language').then((m) => m.adoptVisitorLanguage()).then(() => null);

/** Each group of pages under the route (router.tsx) whose id names it. */
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
      // Pages anyone may open, signed in or not: a shipment's shared tracking link (issue 18).
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
