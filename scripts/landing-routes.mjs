// The landing routes the bench measures, and where each one's code lives: the ONE table to keep in step
// with the route table (src/app/router.tsx). `sources` are the modules a first load of the route asks
// for beyond the entry (its layouts, its screen, the data layer its loader starts), by source path;
// `words` are the translation namespaces it reads beyond the core ones (src/config/locales.ts). The
// byte check (scripts/bundle-budget.mjs) follows each source to its chunk and that chunk's static
// imports, so a moved file shows up as an error naming it, not as a quietly smaller figure. Modules
// fetched at run time count too: the browser half of the bench lists any it fetched before a page was
// ready that are missing here.

/**
 * What every signed-in page loads around its screen: the screens' table, the server cache, the shell,
 * the HTTP client its first request loads, and on a desk (as the bench's browser is) a list's table.
 */
const SIGNED_IN_SHELL = [
  'src/lib/locale-files/az.ts',
  'src/app/route-table/signed-in.tsx',
  'src/app/layouts/query-layer.tsx',
  'src/app/layouts/app-layout.tsx',
  'src/lib/http-client.ts',
  'src/components/data-list-table.tsx',
  'src/lib/use-overflows.ts',
];
/** Dates written out in words: the module and the chosen language's date-fns locale, fetched at run time. */
const DATE_WORDS = ['src/lib/date-locale.ts', 'node_modules/date-fns/locale/az.js'];
/** Every signed-in page's own words (statuses, codes, the header's counts): src/config/core-namespaces.ts. */
const SHELL_WORDS = ['status'];

const HOME = {
  sources: [
    ...SIGNED_IN_SHELL,
    'src/app/routes/home.tsx',
    'src/app/routes/home-without-dashboard.tsx',
    'src/app/feature-gate.tsx',
    'src/features/dashboard/api/get-dashboard.ts',
    ...DATE_WORDS,
  ],
  words: [...SHELL_WORDS, 'dashboard'],
};
const INQUIRY_LIST_LOADER = [
  'src/features/inquiries/api/get-inquiries.ts',
  'src/features/inquiries/inquiry-list-url-state.ts',
  'src/lib/use-url-state.ts',
];

/** The default language's list of translation files, which every page reads first (src/lib/i18n.ts). */
const WORDS_LIST = 'src/lib/locale-files/az.ts';

export const LANDING_ROUTES = [
  { path: '/login', role: null, sources: [WORDS_LIST], words: [] },
  { path: '/', role: 'IMPORTER', email: 'importer@demo.az', ...HOME },
  {
    path: '/inquiries',
    role: 'IMPORTER',
    email: 'importer@demo.az',
    sources: [...SIGNED_IN_SHELL, 'src/app/routes/inquiries/importer-inquiries.tsx', ...INQUIRY_LIST_LOADER],
    words: [...SHELL_WORDS, 'inquiries'],
  },
  {
    path: '/all-bids/102',
    role: 'IMPORTER',
    email: 'importer@demo.az',
    sources: [
      ...SIGNED_IN_SHELL,
      'src/app/routes/bids/all-bids.tsx',
      'src/features/bids/api/get-inquiry-bids.ts',
      'src/features/bids/api/get-inquiry-heading.ts',
      'src/features/bids/all-bids-url-state.ts',
      'src/lib/use-url-state.ts',
      ...DATE_WORDS,
    ],
    words: [...SHELL_WORDS, 'bids'],
  },
  { path: '/', role: 'LOGISTIC', email: 'carrier@demo.az', ...HOME },
  {
    path: '/inquiry',
    role: 'LOGISTIC',
    email: 'carrier@demo.az',
    sources: [...SIGNED_IN_SHELL, 'src/app/routes/inquiries/carrier-inquiries.tsx', ...INQUIRY_LIST_LOADER],
    words: [...SHELL_WORDS, 'inquiries'],
  },
  {
    path: '/billing',
    role: 'LOGISTIC',
    email: 'carrier@demo.az',
    sources: [
      ...SIGNED_IN_SHELL,
      'src/app/routes/billing/billing.tsx',
      'src/app/feature-gate.tsx',
      'src/features/billing/api/get-billing-summary.ts',
    ],
    words: [...SHELL_WORDS, 'billing'],
  },
  { path: '/', role: 'ADMIN', email: 'admin@demo.az', ...HOME },
  {
    path: '/all-inquiries',
    role: 'ADMIN',
    email: 'admin@demo.az',
    sources: [...SIGNED_IN_SHELL, 'src/app/routes/inquiries/all-inquiries.tsx', ...INQUIRY_LIST_LOADER],
    words: [...SHELL_WORDS, 'inquiries'],
  },
];

/** A route's name in the bench's table: the path, and the role when more than one role lands there. */
const ROLE_NAMES = { IMPORTER: 'importer', LOGISTIC: 'carrier', ADMIN: 'admin' };
export const routeLabel = (route) => (route.path === '/' ? `/ (${ROLE_NAMES[route.role]})` : route.path);
