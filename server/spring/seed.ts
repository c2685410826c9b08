// Dates are relative to the start, so the data stays current; a reset builds it again.

export const ORGANIZATION_TYPES = ['IMPORTER', 'LOGISTIC', 'ADMIN'] as const;
export const BID_STATUSES = ['PENDING', 'APPROVED', 'REJECTED', 'DELIVERED', 'CANCELED'] as const;
export type OrganizationType = (typeof ORGANIZATION_TYPES)[number];
export type BidStatus = (typeof BID_STATUSES)[number];

export type Organization = {
  id: number;
  organizaName: string;
  phoneNumber: string;
  orgRegNumber: string;
  countryCode: number;
  orgOfficialMail: string;
  companyType: OrganizationType;
  activity: string | null;
  temporarySuspension: boolean;
  createdAt: Date;
};

export type User = {
  id: number;
  email: string;
  password: string;
  name: string;
  surname: string;
  organizationId: number;
  organizationType: OrganizationType;
};

export type Goods = {
  weight: number;
  height: number;
  width: number;
  length: number;
  quantity: number;
  dangerous: boolean;
  stackable: boolean;
  palletType: string | null;
  containerType: string | null;
  truckType: string | null;
  packageType: string;
};

export type Inquiry = {
  id: number;
  organizationId: number;
  inquiryCode: string;
  createdAt: Date;
  loadType: string;
  shipmentMode: string;
  pickupCountry: string;
  pickupCity: string;
  pickupDate: Date;
  pickupTime: string;
  deliveryCountry: string;
  deliveryCity: string;
  deliveryDate: Date;
  deliveryTime: string;
  orderStatus: string;
  currentStatus: string;
  lostReason: string | null;
  notes: string | null;
  incoterms: string;
  product: string;
  packageStatus: string;
  packageList: number | null;
  originCertificateFile: number | null;
  loadId: string;
  goods: Goods[];
};

export type Bid = {
  bidId: number;
  key: string;
  inquiryId: number;
  userId: number;
  organizationId: number;
  certifications: string | null;
  shipmentMode: string;
  truckCount: number | null;
  preferredRegions: string[];
  insuranceTypes: string[];
  value: number;
  currency: string;
  createdAt: Date;
  notes: string | null;
  status: BidStatus;
  updateCount: number;
};

export const COUNTRIES = [
  { id: 1, name: 'Azerbaijan' },
  { id: 2, name: 'Turkey' },
  { id: 3, name: 'Georgia' },
  { id: 4, name: 'Kazakhstan' },
  { id: 5, name: 'China' },
  { id: 6, name: 'Germany' },
];

export const CITIES = [
  { id: 11, name: 'Baku', countryId: 1 },
  { id: 12, name: 'Ganja', countryId: 1 },
  { id: 13, name: 'Sumgait', countryId: 1 },
  { id: 21, name: 'Istanbul', countryId: 2 },
  { id: 22, name: 'Mersin', countryId: 2 },
  { id: 31, name: 'Tbilisi', countryId: 3 },
  { id: 32, name: 'Poti', countryId: 3 },
  { id: 41, name: 'Aktau', countryId: 4 },
  { id: 51, name: 'Urumqi', countryId: 5 },
  { id: 61, name: 'Hamburg', countryId: 6 },
];

/** Sign-in of each role (README and docs/spring-backend.md list them). */
export const ACCOUNTS = {
  IMPORTER: { email: 'importer@spring.test', password: 'Importer#2026' },
  LOGISTIC: { email: 'carrier@spring.test', password: 'Carrier#2026' },
  ADMIN: { email: 'admin@spring.test', password: 'Admin#2026' },
} as const;

const daysFrom = (start: Date, days: number, hour = 10, minute = 15) => {
  const date = new Date(start);
  date.setUTCDate(date.getUTCDate() + days);
  date.setUTCHours(hour, minute, 30, 0);
  return date;
};

function organization(
  id: number,
  companyType: OrganizationType,
  organizaName: string,
  countryCode: number,
  createdAt: Date,
): Organization {
  const slug = organizaName.toLowerCase().replace(/[^a-z]+/g, '');
  return {
    id,
    organizaName,
    phoneNumber: `+99412555${String(id).padStart(4, '0')}`,
    orgRegNumber: `${1400000000 + id * 7919}`,
    countryCode,
    orgOfficialMail: `office@${slug}.test`,
    companyType,
    activity:
      companyType === 'LOGISTIC' ? 'Road and sea freight' : companyType === 'IMPORTER' ? 'Trade' : null,
    temporarySuspension: false,
    createdAt,
  };
}

// Centimetres and kilograms per package.
const road = (weight: number): Goods => ({
  weight,
  height: 120,
  width: 100,
  length: 120,
  quantity: 12,
  dangerous: false,
  stackable: true,
  palletType: 'EUR1',
  containerType: null,
  truckType: 'TILT_82',
  packageType: 'PALLETS',
});

export function seed(now = new Date()) {
  const organizations = [
    organization(1, 'ADMIN', 'YukBirja Operations', 1, daysFrom(now, -400)),
    organization(2, 'IMPORTER', 'Caspian Trade MMC', 1, daysFrom(now, -300)),
    organization(3, 'IMPORTER', 'Ganja Agro LLC', 1, daysFrom(now, -200)),
    organization(4, 'LOGISTIC', 'Silk Road Logistics', 1, daysFrom(now, -250)),
    organization(5, 'LOGISTIC', 'Anatolia Transport', 2, daysFrom(now, -150)),
    organization(6, 'LOGISTIC', 'Kura Freight', 3, daysFrom(now, -90)),
  ];
  const users: User[] = [
    {
      id: 1,
      ...ACCOUNTS.ADMIN,
      name: 'Samir',
      surname: 'Rzayev',
      organizationId: 1,
      organizationType: 'ADMIN',
    },
    {
      id: 2,
      ...ACCOUNTS.IMPORTER,
      name: 'Nigar',
      surname: 'Aliyeva',
      organizationId: 2,
      organizationType: 'IMPORTER',
    },
    {
      id: 3,
      ...ACCOUNTS.LOGISTIC,
      name: 'Rashad',
      surname: 'Guliyev',
      organizationId: 4,
      organizationType: 'LOGISTIC',
    },
    {
      id: 4,
      email: 'dispatch@anatolia.test',
      password: 'Anatolia#2026',
      name: 'Emre',
      surname: 'Demir',
      organizationId: 5,
      organizationType: 'LOGISTIC',
    },
    {
      id: 5,
      email: 'ops@kura.test',
      password: 'Kura#2026',
      name: 'Levan',
      surname: 'Beridze',
      organizationId: 6,
      organizationType: 'LOGISTIC',
    },
  ];
  const inquiry = (
    id: number,
    organizationId: number,
    createdDaysAgo: number,
    route: [string, string, string, string],
    orderStatus: string,
    currentStatus: string,
    product: string,
  ): Inquiry => ({
    id,
    organizationId,
    inquiryCode: `INQ-${id}`,
    createdAt: daysFrom(now, -createdDaysAgo, 9, id % 60),
    loadType: 'FTL',
    shipmentMode: 'ROAD',
    pickupCountry: route[0],
    pickupCity: route[1],
    pickupDate: daysFrom(now, 10),
    pickupTime: '09:00',
    deliveryCountry: route[2],
    deliveryCity: route[3],
    deliveryDate: daysFrom(now, 18),
    deliveryTime: '17:00',
    orderStatus,
    currentStatus,
    lostReason: null,
    notes: 'Loading dock 3, call an hour ahead',
    incoterms: 'EXW',
    product,
    packageStatus: 'ready',
    packageList: 9001,
    originCertificateFile: null,
    loadId: `LD-${id}`,
    goods: [road(700)],
  });
  const inquiryRows: Parameters<typeof inquiry>[] = [
    [501, 2, 6, ['Turkey', 'Istanbul', 'Azerbaijan', 'Baku'], 'active', 'pending', 'Textile rolls'],
    [502, 2, 12, ['Georgia', 'Poti', 'Azerbaijan', 'Ganja'], 'approved', 'in_progress', 'Ceramic tiles'],
    [503, 3, 3, ['Kazakhstan', 'Aktau', 'Azerbaijan', 'Baku'], 'active', 'pending', 'Wheat flour'],
    [504, 2, 1, ['China', 'Urumqi', 'Azerbaijan', 'Sumgait'], 'active', 'pending', 'Solar panels'],
    [505, 3, 30, ['Germany', 'Hamburg', 'Azerbaijan', 'Baku'], 'completed', 'delivered', 'Machine parts'],
  ];
  const inquiries = inquiryRows.map((row) => inquiry(...row));
  let bidId = 7000;
  const bid = (
    inquiryId: number,
    userId: number,
    createdDaysAgo: number,
    value: number,
    currency: string,
    status: BidStatus,
    extra: Partial<Bid> = {},
  ): Bid => {
    bidId += 1;
    const user = users.find((u) => u.id === userId) as User;
    return {
      bidId,
      key: `b${bidId}-${(bidId * 2654435761).toString(36).slice(-8)}`,
      inquiryId,
      userId,
      organizationId: user.organizationId,
      certifications: 'ISO 9001',
      shipmentMode: 'ROAD',
      truckCount: 2,
      preferredRegions: ['TURKEY_AZERBAIJAN'],
      insuranceTypes: ['CMR', 'CARGO'],
      value,
      currency,
      createdAt: daysFrom(now, -createdDaysAgo, 11, (bidId * 7) % 60),
      notes: null,
      status,
      updateCount: 0,
      ...extra,
    };
  };
  // Stored out of date order, so a list that sends no sort shows it.
  const bids = [
    bid(501, 4, 4, 2450, 'USD', 'PENDING', { notes: 'Transit 6 days via Sarp' }),
    bid(501, 3, 2, 2300, 'USD', 'PENDING', { notes: 'Two tilt trucks, GPS tracked' }),
    bid(501, 5, 5, 2100, 'EUR', 'PENDING', { certifications: null, truckCount: null, insuranceTypes: [] }),
    bid(501, 3, 1, 2250, 'USD', 'PENDING', { notes: 'Revised: direct route', updateCount: 1 }),
    bid(502, 3, 10, 1800, 'USD', 'APPROVED', { notes: 'Accepted offer' }),
    bid(502, 4, 9, 1950, 'USD', 'REJECTED'),
    bid(503, 5, 2, 3100, 'USD', 'PENDING'),
    bid(505, 4, 25, 4200, 'EUR', 'DELIVERED'),
  ];
  return { organizations, users, inquiries, bids };
}

export type Store = ReturnType<typeof seed>;
