// Every URL of the app, in one place (spec §2 route table). Builders take the route parameters.

export const paths = {
  home: '/',
  auth: {
    login: '/login',
    register: '/register',
    forgotPassword: '/forgot-password',
    resetPassword: '/auth/reset-password',
    /** Signed in with a temporary password: a new one before anything else. */
    changePassword: '/auth/change-password',
  },
  inquiries: {
    list: '/inquiries',
    create: '/inquiries/new',
    preview: (id: string | number = ':id') => `/inquiries/preview-inquiry/${id}`,
    bids: '/inquiries-bids',
    steps: (id: string | number = ':id') => `/inquiry-steps/${id}`,
    details: (id: string | number = ':id') => `/details/${id}`,
    logisticList: '/inquiry',
    logisticDetails: (id: string | number = ':id') => `/inquiry/inquiry-details/${id}`,
    update: (id: string | number = ':id') => `/update-inquiry/${id}`,
    all: '/all-inquiries',
    loadDetails: (id: string | number = ':id') => `/load-details/${id}`,
  },
  bids: {
    logistic: '/bids',
    summary: '/bids-summary',
    // The importer's relative paths `all-bids/{id}` and `importer-routes` sit under the root.
    allBids: (id: string | number = ':id') => `/all-bids/${id}`,
    importerRoutes: '/importer-routes',
  },
  organizations: {
    list: '/organizations',
    update: (id: string | number = ':id') => `/organizations/update-organization/${id}`,
    own: '/organization',
    one: (id: string | number = ':id') => `/organization/${id}`,
    edit: '/organization/edit',
    details: '/organization-details',
    users: '/users',
  },
  profile: {
    view: '/profile',
    edit: '/profile/profile-edit',
    password: '/profile/update-password',
    /** Which events the bell and the mail tell of (issue 18); importers and carriers. */
    notifications: '/profile/notifications',
  },
  email: {
    root: '/email',
    inbox: '/email/inbox',
    sent: '/email/sent',
    /** `new` for a new message, or the id of the message being answered. */
    create: (id: string | number = ':id') => `/email/create-email/${id}`,
    detail: (id: string | number = ':id') => `/email/detail/${id}`,
  },
  money: {
    billing: '/billing',
    allBilling: '/all-billing',
    promoCodes: '/promo-codes',
    invoice: (id: string | number = ':id') => `/billing/invoices/${id}`,
  },
  statistics: '/statistics',
  activities: '/activities',
  routeOffers: '/route-offers',
  /** Public: a shipment's steps shared by its importer (issue 18), open without an account. */
  track: (token: string = ':token') => `/track/${token}`,
} as const;
