import type { Currency, OrganizationType, PaymentStatus, Status, TransportMode } from '@/config/enums';

// The demo backend's records: what a real server would keep in its tables.

export interface OrganizationRecord {
  id: number;
  organizaName: string;
  organizationType: OrganizationType;
  orgRegNumber: string;
  phoneNumber: string;
  countryCode: number;
  orgOfficialMail: string;
  activity: string;
  suspended: boolean;
  createdAt: string;
}

export interface UserRecord {
  id: number;
  organizationId: number;
  name: string;
  surname: string;
  email: string;
  passwordHash: string;
  status: 'ACTIVE' | 'INVITED' | 'DEACTIVATED';
  createdAt: string;
}

export interface CountryRecord {
  id: number;
  name: string;
  iso: string;
}

export interface CityRecord {
  id: number;
  countryId: number;
  name: string;
}

export interface PlaceRecord {
  countryId: number;
  city: string;
  address: string;
  date: string;
}

export interface InquiryRecord {
  id: number;
  inquiryCode: string;
  organizationId: number;
  createdBy: number;
  status: Status;
  shipmentMode: TransportMode;
  commodityType: string;
  product: string;
  pickup: PlaceRecord;
  delivery: PlaceRecord;
  weightKg: number;
  notes: string;
  createdAt: string;
}

export interface BidRecord {
  bidId: number;
  key: string;
  inquiryId: number;
  organizationId: number;
  userId: number;
  shipmentMode: TransportMode;
  value: number;
  currency: Currency;
  notes: string;
  status: 'PENDING' | 'APPROVED' | 'DELIVERED' | 'REJECTED' | 'CANCELED';
  truckCount: number | null;
  certifications: string | null;
  preferredRegions: string[];
  insuranceTypes: string[];
  updateCount: number;
  createdAt: string;
}

export interface TransactionRecord {
  id: number;
  organizationId: number;
  bidId: number | null;
  sentAmount: number;
  commission: number;
  currency: Currency;
  status: PaymentStatus;
  paymentMethod: 'CARD' | 'BANK_TRANSFER';
  description: string;
  paymentDate: string;
}

export interface MailRecord {
  id: number;
  fromOrganizationId: number;
  toOrganizationId: number;
  fromUserId: number;
  subject: string;
  body: string;
  sentAt: string;
  readAt: string | null;
  replyToId: number | null;
}

export interface RefreshTokenRecord {
  token: string;
  userId: number;
  expiresAt: number;
}

export interface ResetTokenRecord {
  token: string;
  userId: number;
  expiresAt: number;
}

export interface DemoData {
  schemaVersion: number;
  organizations: OrganizationRecord[];
  users: UserRecord[];
  countries: CountryRecord[];
  cities: CityRecord[];
  inquiries: InquiryRecord[];
  bids: BidRecord[];
  transactions: TransactionRecord[];
  mails: MailRecord[];
  refreshTokens: RefreshTokenRecord[];
  resetTokens: ResetTokenRecord[];
}
