import { authEndpoints } from './auth-endpoints';

type Id = string | number;

export const endpoints = {
  auth: authEndpoints,
  me: '/users/me', // designed: GET, PUT { name, surname }
  mePassword: '/users/me/password', // designed: PUT { currentPassword, newPassword, confirmPassword }
  dashboard: '/dashboard', // designed
  organization: {
    current: '/organization', // spec GET, PUT
    list: '/organizations', // spec
    one: (id: Id) => `/organization/${id}`, // spec GET, PUT
    logisticList: '/logistic-organizations', // spec: the active carriers (an importer's 'where to send')
    logisticUpdate: (id: Id) => `/logistic/organization/${id}`, // spec
    carrierProfile: '/logistic/profile', // designed: GET, PUT the caller's carrier profile
    carrierRatings: '/logistic/ratings', // designed: GET the carrier's ratings { average, count, ratings }
    suspension: (id: Id) => `/organization/${id}/suspension`, // designed: PUT (admin) { suspended, reason, until }
    members: '/organization/members', // designed: GET (page), POST (add a member)
    member: (id: Id) => `/organization/members/${id}`, // designed: GET, PUT ('update member information')
    memberStatus: (id: Id) => `/organization/members/${id}/status`, // designed: PUT { status }
    activities: '/organization/activities', // designed: GET the organisation's activity timeline
  },
  inquiries: {
    list: '/inquiries', // designed: GET (importer: own, admin: all), POST creates a draft
    one: (id: Id) => `/inquiries/${id}`, // designed: GET, PUT (draft values, or admin edit)
    submit: (id: Id) => `/inquiries/${id}/submit`, // designed: POST
    activity: (id: Id) => `/inquiries/${id}/activity`, // designed: GET
    status: (id: Id) => `/inquiries/${id}/status`, // designed: PUT (admin)
    steps: (id: Id) => `/inquiries/${id}/steps`, // designed: PUT (carrier that won, admin)
    confirmDelivery: (id: Id) => `/inquiries/${id}/confirm-delivery`, // designed: POST (importer)
    rating: (id: Id) => `/inquiries/${id}/rating`, // designed: GET, PUT the importer's rating of the carrier
    deadline: (id: Id) => `/inquiries/${id}/deadline`, // designed: PUT { biddingClosesAt } (importer: extend)
    trackingLink: (id: Id) => `/inquiries/${id}/tracking-link`, // designed: GET, POST (new), DELETE (importer)
  },
  tracking: (token: string) => `/tracking/${token}`, // designed: GET, public, a shared shipment's steps
  attachmentsUpload: '/attachments', // designed: POST multipart
  countries: '/country/list', // spec
  cities: '/api/cities', // spec
  bids: {
    list: '/api/bids', // designed: GET the carrier's own bids (tab) or, for an admin, every bid (filters)
    mine: (inquiryId: Id) => `/api/bids/mine/${inquiryId}`, // designed: GET the carrier's bids on one inquiry
    update: (bidId: Id) => `/api/bids/update/${bidId}`, // designed: PUT (carrier, at most 3 times)
    history: (bidId: Id) => `/api/bids/history/${bidId}`, // designed: GET every update of a bid
    inquiries: '/api/bids/inquiries', // spec: carrier: open inquiries; importer: own, with bid counts
    ofInquiry: (id: Id) => `/api/bids/bids/${id}`, // spec
    approve: (id: Id) => `/api/bids/approve/${id}`, // spec
    reject: (id: Id) => `/api/bids/reject/${id}`, // spec
    inquiry: (id: Id) => `/api/bids/inquiry/${id}`, // spec
    report: '/api/bids/report', // spec
    create: '/api/bids/create', // spec
  },
  notifications: {
    list: '/notifications', // designed: GET ?unread&page&size, the caller's newest first
    unreadCount: '/notifications/unread-count', // designed: GET { count }
    read: '/notifications/read', // designed: POST { ids } or { all: true } → { count } unread left
    settings: '/notifications/settings', // designed: GET, PUT { topics: [{ topic, inApp, email }] }
  },
  exchangeRates: '/api/exchange-rates', // designed: GET dated rates { base, date, rates }
  attachments: {
    download: (id: Id) => `/api/attachments/download/${id}`, // spec
  },
  billing: {
    summary: '/billing/summary', // designed: GET what the carrier owes (won bids, balances)
    payments: '/billing/payments', // designed: POST start a payment { currency, promoCode? } → paymentId
    confirm: (paymentId: Id) => `/billing/payments/${paymentId}/confirm`, // designed: POST the card
    payment: (paymentId: Id) => `/billing/payments/${paymentId}`, // designed: GET one payment (its status)
    transactions: '/billing/transactions', // designed: GET (carrier: own; admin: all, with filters)
    refund: (id: Id) => `/billing/transactions/${id}/refund`, // designed: POST (admin)
    balances: '/billing/balances', // designed: GET every organisation's balance (admin)
    invoices: '/billing/invoices', // designed: GET the carrier's invoices
    invoice: (id: Id) => `/billing/invoices/${id}`, // designed: GET one invoice
    checkPromo: '/billing/promo-codes/check', // designed: POST { code, currency } → the new commission
  },
  promoCodes: {
    list: '/promo-codes', // designed: GET, POST (admin)
    one: (id: Id) => `/promo-codes/${id}`, // designed: PUT (admin)
    expire: (id: Id) => `/promo-codes/${id}/expire`, // designed: POST (admin)
  },
  mail: {
    list: '/mail', // designed: GET ?folder=inbox|sent&search&page&size, POST send
    one: (id: Id) => `/mail/${id}`, // designed: GET (opening an unread message marks it read)
    unreadCount: '/mail/unread-count', // designed: GET { count }
    contacts: '/mail/contacts', // designed: GET the organisations the caller deals with
  },
  statistics: '/statistics', // designed: GET ?startDate&endDate, the caller's role decides the figures
  routes: {
    lanes: '/routes/lanes', // designed: GET the importer's lanes derived from its inquiries
    offers: '/route-offers', // designed: GET (filters; ?mine=true for a carrier's own), POST (carrier)
    offer: (id: Id) => `/route-offers/${id}`, // designed: PUT (its carrier), DELETE withdraws it
  },
  demo: {
    reset: '/demo/reset', // demo backend only
    outbox: '/demo/outbox', // demo backend only: the mail it 'sent' (reset links)
  },
} as const;
