import { BID_STATUSES, CITIES, COUNTRIES, ORGANIZATION_TYPES } from './seed';
import type { Bid, Inquiry, Organization, OrganizationType, Store, User } from './seed';
import {
  enumParam,
  localDate,
  localDateTime,
  longPathVariable,
  pageable,
  SpringError,
  toPage,
} from './spring-web';
import type { TokenStore } from './tokens';

// The spec's endpoints, plus sign-in and logout as docs/api.md designs them; any other path is Spring's 404.

export type Call = {
  query: URLSearchParams;
  body: unknown;
  params: Record<string, string>;
  user: User | null;
};

type Route = {
  method: 'GET' | 'PUT' | 'POST';
  path: string;
  /** null: open to anyone (permitAll); otherwise the roles allowed. */
  roles: readonly OrganizationType[] | null;
  handle: (call: Call) => { status?: number; body?: unknown };
};

const ANY = ORGANIZATION_TYPES;

const INQUIRY_PROPERTIES = [
  'id',
  'inquiryCode',
  'createdAt',
  'loadType',
  'shipmentMode',
  'pickupCountry',
  'pickupCity',
  'pickupDate',
  'deliveryCountry',
  'deliveryCity',
  'deliveryDate',
  'orderStatus',
  'currentStatus',
  'product',
] as const;
const BID_PROPERTIES = [
  'bidId',
  'key',
  'userName',
  'userSurname',
  'shipmentMode',
  'truckCount',
  'value',
  'currency',
  'createdAt',
  'organizationName',
  'status',
  'inquiryCode',
  'updateCount',
] as const;
const ORGANIZATION_PROPERTIES = [
  'id',
  'organizaName',
  'orgRegNumber',
  'phoneNumber',
  'countryCode',
  'orgOfficialMail',
  'companyType',
  'createdAt',
] as const;

function field(body: unknown, name: string) {
  return typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[name] : undefined;
}

function requiredString(body: unknown, name: string) {
  const value = field(body, name);
  if (typeof value !== 'string' || value.trim() === '') {
    throw new SpringError(400, `Validation failed: ${name} must not be blank`);
  }
  return value.trim();
}

export function createRoutes(store: () => Store, tokens: TokenStore): Route[] {
  const db = () => store();
  const organizationOf = (id: number) => db().organizations.find((o) => o.id === id);
  const userOf = (id: number) => db().users.find((u) => u.id === id);
  const caller = (call: Call) => call.user as User;

  const organizationJson = (o: Organization) => ({
    id: o.id,
    organizaName: o.organizaName,
    phoneNumber: o.phoneNumber,
    orgRegNumber: o.orgRegNumber,
    countryCode: o.countryCode,
    orgOfficialMail: o.orgOfficialMail,
    companyType: o.companyType,
    activity: o.activity,
    temporarySuspension: o.temporarySuspension,
    createdAt: localDateTime(o.createdAt),
  });
  // The caller's own organisation: the five fields of the form and what it shows, no id.
  const ownOrganizationJson = (o: Organization) => {
    const { id: _id, ...rest } = organizationJson(o);
    return rest;
  };

  const bidJson = (b: Bid) => {
    const user = userOf(b.userId);
    const inquiry = db().inquiries.find((i) => i.id === b.inquiryId);
    return {
      bidId: b.bidId,
      key: b.key,
      userName: user?.name ?? null,
      userSurname: user?.surname ?? null,
      certifications: b.certifications,
      shipmentMode: b.shipmentMode,
      truckCount: b.truckCount,
      preferredRegions: b.preferredRegions,
      insuranceTypes: b.insuranceTypes,
      value: b.value,
      currency: b.currency,
      createdAt: localDateTime(b.createdAt),
      organizationName: organizationOf(b.organizationId)?.organizaName ?? null,
      notes: b.notes,
      status: b.status,
      inquiryCode: inquiry?.inquiryCode ?? null,
      updateCount: b.updateCount,
    };
  };

  const inquiryJson = (i: Inquiry) => ({
    id: i.id,
    inquiryCode: i.inquiryCode,
    createdAt: localDateTime(i.createdAt),
    loadType: i.loadType,
    shipmentMode: i.shipmentMode,
    pickupCountry: i.pickupCountry,
    pickupCity: i.pickupCity,
    pickupDate: localDate(i.pickupDate),
    pickupTime: i.pickupTime,
    deliveryCountry: i.deliveryCountry,
    deliveryCity: i.deliveryCity,
    deliveryDate: localDate(i.deliveryDate),
    deliveryTime: i.deliveryTime,
    orderStatus: i.orderStatus,
    currentStatus: i.currentStatus,
    lostReason: i.lostReason,
    notes: i.notes,
    incoterms: i.incoterms,
    product: i.product,
    packageStatus: i.packageStatus,
    packageList: i.packageList,
    originCertificateFile: i.originCertificateFile,
    loadId: i.loadId,
    organizationName: organizationOf(i.organizationId)?.organizaName ?? null,
    bidCount: db().bids.filter((b) => b.inquiryId === i.id).length,
    goods: i.goods,
  });

  /** What a caller may see: an importer its own, a carrier the open ones and those it won, an admin all. */
  function visibleInquiries(user: User) {
    if (user.organizationType === 'ADMIN') return db().inquiries;
    if (user.organizationType === 'IMPORTER') {
      return db().inquiries.filter((i) => i.organizationId === user.organizationId);
    }
    const won = new Set(
      db()
        .bids.filter((b) => b.organizationId === user.organizationId && b.status !== 'PENDING')
        .map((b) => b.inquiryId),
    );
    return db().inquiries.filter((i) => i.orderStatus === 'active' || won.has(i.id));
  }

  function inquiryFor(user: User, id: number) {
    const inquiry = visibleInquiries(user).find((i) => i.id === id);
    if (!inquiry) throw new SpringError(404, `Inquiry not found with id ${id}`);
    return inquiry;
  }

  /** A pending bid on one of the importer's own inquiries, found by `match`. */
  function pendingBidOf(user: User, match: (b: Bid) => boolean, label: string) {
    const bid = db().bids.find(match);
    const inquiry = bid && db().inquiries.find((i) => i.id === bid.inquiryId);
    if (!bid || !inquiry || inquiry.organizationId !== user.organizationId) {
      throw new SpringError(404, `Bid not found with ${label}`);
    }
    if (bid.status !== 'PENDING') throw new SpringError(409, 'Only a pending bid can be changed');
    return { bid, inquiry };
  }

  function updateOrganization(target: Organization, body: unknown) {
    target.organizaName = requiredString(body, 'organizaName');
    target.orgRegNumber = requiredString(body, 'orgRegNumber');
    const phone = requiredString(body, 'phoneNumber');
    if (!/^\+[1-9]\d{1,14}$/.test(phone))
      throw new SpringError(400, 'Validation failed: phoneNumber is invalid');
    target.phoneNumber = phone;
    const country = Number(field(body, 'countryCode'));
    if (!COUNTRIES.some((c) => c.id === country))
      throw new SpringError(400, 'Validation failed: countryCode');
    target.countryCode = country;
  }

  const organizationById = (params: Record<string, string>) => {
    const id = longPathVariable(params.id ?? '');
    const found = organizationOf(id);
    if (!found) throw new SpringError(404, `Organization not found with id ${id}`);
    return found;
  };

  return [
    {
      method: 'POST',
      path: '/api/auth/login',
      roles: null,
      handle: ({ body }) => {
        const email = String(field(body, 'email') ?? '').toLowerCase();
        const user = db().users.find((u) => u.email === email && u.password === field(body, 'password'));
        if (!user) throw new SpringError(401, 'Bad credentials');
        return { body: tokens.issue(user) };
      },
    },
    {
      method: 'POST',
      path: '/api/auth/refresh-token',
      roles: null,
      handle: ({ body }) => {
        const userId = tokens.userOfRefreshToken(String(field(body, 'refreshToken') ?? ''));
        const user = userId === undefined ? undefined : userOf(userId);
        if (!user) throw new SpringError(403, 'Refresh token is invalid or expired');
        return { body: { accessToken: tokens.accessToken(user) } };
      },
    },
    {
      method: 'POST',
      path: '/api/auth/logout',
      roles: null,
      handle: ({ body }) => {
        tokens.revoke(String(field(body, 'refreshToken') ?? ''));
        return { status: 204 };
      },
    },
    {
      method: 'GET',
      path: '/api/organization',
      roles: ANY,
      handle: (call) => ({
        body: ownOrganizationJson(organizationOf(caller(call).organizationId) as Organization),
      }),
    },
    {
      method: 'PUT',
      path: '/api/organization',
      roles: ['IMPORTER', 'LOGISTIC'],
      handle: (call) => {
        const own = organizationOf(caller(call).organizationId) as Organization;
        updateOrganization(own, call.body);
        return { body: ownOrganizationJson(own) };
      },
    },
    {
      method: 'GET',
      path: '/api/organizations',
      roles: ['ADMIN'],
      handle: ({ query }) => {
        const type = enumParam(
          query,
          'companyType',
          'com.yukbirja.organization.CompanyType',
          ORGANIZATION_TYPES,
        );
        const rows = db()
          .organizations.filter((o) => !type || o.companyType === type)
          .map(organizationJson);
        return { body: toPage(rows, pageable(query, 'Organization', ORGANIZATION_PROPERTIES)) };
      },
    },
    {
      method: 'GET',
      path: '/api/organization/{id}',
      roles: ['ADMIN'],
      handle: ({ params }) => ({ body: organizationJson(organizationById(params)) }),
    },
    {
      method: 'PUT',
      path: '/api/organization/{id}',
      roles: ['ADMIN'],
      handle: ({ params, body }) => {
        const target = organizationById(params);
        updateOrganization(target, body);
        return { body: organizationJson(target) };
      },
    },
    {
      method: 'GET',
      path: '/api/logistic-organizations',
      roles: ['IMPORTER', 'ADMIN'],
      handle: ({ query }) => {
        const rows = db()
          .organizations.filter((o) => o.companyType === 'LOGISTIC' && !o.temporarySuspension)
          .map(organizationJson);
        return { body: toPage(rows, pageable(query, 'Organization', ORGANIZATION_PROPERTIES)) };
      },
    },
    {
      method: 'PUT',
      path: '/api/logistic/organization/{id}',
      roles: ['ADMIN'],
      handle: ({ params, body }) => {
        const target = organizationById(params);
        if (target.companyType !== 'LOGISTIC')
          throw new SpringError(400, 'Organization is not a logistic company');
        updateOrganization(target, body);
        return { body: organizationJson(target) };
      },
    },
    {
      method: 'GET',
      path: '/api/country/list',
      roles: null,
      handle: ({ query }) => ({ body: toPage(COUNTRIES, pageable(query, 'Country', ['id', 'name'])) }),
    },
    {
      method: 'GET',
      path: '/api/cities',
      roles: ANY,
      handle: ({ query }) => {
        const countryId = Number(query.get('countryId'));
        const name = (query.get('cityName') ?? '').toLowerCase();
        const rows = CITIES.filter(
          (c) =>
            (!query.get('countryId') || c.countryId === countryId) && c.name.toLowerCase().includes(name),
        );
        return { body: toPage(rows, pageable(query, 'City', ['id', 'name', 'countryId'])) };
      },
    },
    {
      method: 'GET',
      path: '/api/bids/inquiries',
      roles: ANY,
      handle: (call) => {
        const search = (call.query.get('search') ?? '').toLowerCase();
        const rows = visibleInquiries(caller(call))
          .map(inquiryJson)
          .filter((i) =>
            [i.inquiryCode, i.pickupCity, i.deliveryCity, i.product].some((text) =>
              text.toLowerCase().includes(search),
            ),
          );
        return { body: toPage(rows, pageable(call.query, 'Inquiry', INQUIRY_PROPERTIES)) };
      },
    },
    {
      method: 'GET',
      path: '/api/bids/inquiry/{id}',
      roles: ANY,
      handle: (call) => ({
        body: inquiryJson(inquiryFor(caller(call), longPathVariable(call.params.id ?? ''))),
      }),
    },
    {
      method: 'GET',
      path: '/api/bids/bids/{id}',
      roles: ['IMPORTER', 'ADMIN'],
      handle: (call) => {
        const inquiry = inquiryFor(caller(call), longPathVariable(call.params.id ?? ''));
        const status = enumParam(call.query, 'status', 'com.yukbirja.bids.BidStatus', BID_STATUSES);
        const rows = db()
          .bids.filter((b) => b.inquiryId === inquiry.id && (!status || b.status === status))
          .map(bidJson);
        return { body: toPage(rows, pageable(call.query, 'Bid', BID_PROPERTIES)) };
      },
    },
    {
      method: 'PUT',
      path: '/api/bids/approve/{id}',
      roles: ['IMPORTER'],
      handle: (call) => {
        const id = longPathVariable(call.params.id ?? '');
        const { bid, inquiry } = pendingBidOf(caller(call), (b) => b.bidId === id, `id ${id}`);
        bid.status = 'APPROVED';
        inquiry.orderStatus = 'approved';
        inquiry.currentStatus = 'in_progress';
        return { body: bidJson(bid) };
      },
    },
    {
      method: 'PUT',
      path: '/api/bids/reject/{id}',
      roles: ['IMPORTER'],
      handle: (call) => {
        const key = call.params.id ?? '';
        const { bid } = pendingBidOf(caller(call), (b) => b.key === key, `key ${key}`);
        bid.status = 'REJECTED';
        return { body: bidJson(bid) };
      },
    },
    {
      method: 'GET',
      path: '/api/bids/report',
      roles: ['IMPORTER', 'ADMIN'],
      handle: (call) => {
        const inquiries = new Set(visibleInquiries(caller(call)).map((i) => i.id));
        const bids = db().bids.filter((b) => inquiries.has(b.inquiryId));
        const count = (status: string) => bids.filter((b) => b.status === status).length;
        return {
          body: {
            totalInquiries: inquiries.size,
            totalBids: bids.length,
            pendingBids: count('PENDING'),
            approvedBids: count('APPROVED'),
            rejectedBids: count('REJECTED'),
          },
        };
      },
    },
    {
      method: 'POST',
      path: '/api/bids/create',
      roles: ['LOGISTIC'],
      handle: (call) => {
        const user = caller(call);
        const inquiry = inquiryFor(user, Number(field(call.body, 'inquiryId')));
        const value = Number(field(call.body, 'value'));
        if (!(value > 0)) throw new SpringError(400, 'Validation failed: value must be greater than 0');
        const currency = requiredString(call.body, 'currency');
        const own = db().bids.filter(
          (b) => b.inquiryId === inquiry.id && b.organizationId === user.organizationId,
        );
        if (own.length >= 3)
          throw new SpringError(400, 'You can provide a maximum of 3 suggestions per inquiry.');
        if (inquiry.orderStatus !== 'active') throw new SpringError(409, 'Inquiry is closed for bids');
        const list = (name: string) => {
          const items = field(call.body, name);
          return Array.isArray(items) ? items.map(String) : [];
        };
        const truckCount = field(call.body, 'truckCount');
        const certifications = field(call.body, 'certifications');
        const notes = field(call.body, 'notes');
        const bidId = Math.max(...db().bids.map((b) => b.bidId)) + 1;
        const bid: Bid = {
          bidId,
          key: `b${bidId}-${Date.now().toString(36)}`,
          inquiryId: inquiry.id,
          userId: user.id,
          organizationId: user.organizationId,
          certifications: typeof certifications === 'string' ? certifications : null,
          shipmentMode: String(field(call.body, 'shipmentMode') ?? inquiry.shipmentMode),
          truckCount: typeof truckCount === 'number' ? truckCount : null,
          preferredRegions: list('preferredRegions'),
          insuranceTypes: list('insuranceTypes'),
          value,
          currency,
          createdAt: new Date(),
          notes: typeof notes === 'string' ? notes : null,
          status: 'PENDING',
          updateCount: 0,
        };
        db().bids.push(bid);
        return { body: bidJson(bid) };
      },
    },
    {
      method: 'GET',
      path: '/api/attachments/download/{id}',
      roles: ANY,
      handle: ({ params }) => {
        const id = longPathVariable(params.id ?? '');
        if (!db().inquiries.some((i) => i.packageList === id || i.originCertificateFile === id)) {
          throw new SpringError(404, `Attachment not found with id ${id}`);
        }
        return { body: Buffer.from(`%PDF-1.4\n% attachment ${id}\n%%EOF\n`) };
      },
    },
  ];
}
