import type {
  BidStatus,
  ChargeType,
  Currency,
  Language,
  NotificationTopic,
  OrganizationType,
  PaymentStatus,
  Status,
  TransportMode,
} from '@/config/enums';
import type { z } from 'zod/mini';
import type { PromoCodeInput } from '@/features/promo-codes/schemas';
import type { RouteOfferInput } from '@/features/route-offers/schemas';
import type { ACTIVITY_TYPES, goodsRowSchema } from '@/features/inquiries/schemas';
import type { CarrierProfileInput } from '@/features/carrier-profile/schemas';
import type { BidHistoryField } from '@/features/bids/schemas';
import type { Charge } from './billing-ledger';

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
  suspensionReason: string | null;
  suspendedUntil: string | null;
  createdAt: string;
  carrierProfile: (CarrierProfileInput & { updatedAt: string }) | null;
}

export interface UserRecord {
  id: number;
  organizationId: number;
  name: string;
  surname: string;
  email: string;
  passwordHash: string;
  status: 'ACTIVE' | 'INVITED' | 'DEACTIVATED';
  temporaryPasswordHash?: string | undefined;
  createdAt: string;
}

/** A place's name in each language (mocks/db/place-names.ts). */
export type PlaceNames = Record<Language, string>;

export interface CountryRecord {
  id: number;
  iso: string;
  names: PlaceNames;
}

export interface CityRecord {
  id: number;
  countryId: number;
  names: PlaceNames;
}

export interface PlaceRecord {
  countryId: number;
  cityId?: number | null | undefined;
  city: string;
  address: string;
  date: string; // yyyy-MM-dd
  locationType: string;
}

export type GoodsRecord = z.infer<typeof goodsRowSchema>;

export interface AttachmentRecord {
  id: string;
  organizationId: number;
  name: string;
  size: number;
  type: string;
  dataBase64: string | null;
  createdAt: string;
}

export interface ActivityRecord {
  id: string;
  type: (typeof ACTIVITY_TYPES)[number];
  at: string;
  userId: number | null;
  detail: string | null;
}

export interface InquiryRecord {
  id: number;
  inquiryCode: string;
  organizationId: number;
  createdBy: number;
  status: Status;
  verified: boolean;
  sendTo: 'ALL_CARRIERS' | 'SELECTED_CARRIERS' | null;
  carrierIds: number[];
  pickup: PlaceRecord | null;
  delivery: PlaceRecord | null;
  shipmentMode: TransportMode | null;
  truckType: string | null;
  ftl: boolean | null;
  containerType: string | null;
  commodityType: string | null;
  readiness: string | null;
  description: string;
  incoterms: string | null;
  goods: GoodsRecord[];
  documents: {
    packageList: string | null;
    certificateOfOrigin: string | null;
    msdsCertificate: string | null;
  };
  notes: string;
  statusReason: string | null;
  draft: { step: number; values: Record<string, unknown> } | null;
  steps: Array<{ step: string; doneAt: string | null }>;
  biddingClosesAt: string | null;
  activity: ActivityRecord[];
  createdAt: string;
  updatedAt: string;
  rev: number;
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
  status: BidStatus;
  truckCount: number | null;
  certifications: string | null;
  preferredRegions: string[];
  insuranceTypes: string[];
  transitDays: number | null;
  breakdown: ChargeLineRecord[];
  updateCount: number;
  createdAt: string;
  updatedAt: string;
  history: BidHistoryRecord[];
}

export interface ChargeLineRecord {
  type: ChargeType;
  amount: number;
}

type BidHistoryValue = string | number | string[] | ChargeLineRecord[] | null;

export interface BidHistoryRecord {
  at: string;
  userId: number | null;
  kind: 'created' | 'updated' | 'status';
  status: BidStatus | null;
  changes: Array<{
    field: BidHistoryField;
    from: BidHistoryValue;
    to: BidHistoryValue;
  }>;
}

/** One won bid in a payment: its standard commission and what was charged for it (billing-ledger.ts). */
export interface TransactionLine {
  bidId: number;
  bidValue: number;
  commission: number;
  charged: number;
}

export interface TransactionRecord extends Charge {
  id: number;
  organizationId: number;
  bidIds: number[];
  currency: Currency;
  status: PaymentStatus | 'pending';
  paymentMethod: 'CARD' | 'BANK_TRANSFER';
  cardLast4: string | null;
  description: string;
  failureReason: 'cardDeclined' | 'cardUnknown' | 'paymentUncaptured' | null;
  promoCode: string | null;
  createdAt: string;
  paymentDate: string | null;
  invoiceId: number | null;
}

export interface PromoCodeRecord extends PromoCodeInput {
  id: number;
  createdAt: string;
  usedCount: number;
  expiredByHand: boolean;
}

export interface InvoiceRecord {
  id: number;
  number: string;
  organizationId: number;
  transactionId: number;
  issuedAt: string;
}

export interface MailRecord {
  id: number;
  fromOrganizationId: number;
  toOrganizationId: number;
  fromUserId: number;
  subject: string;
  body: string;
  attachmentIds: string[];
  sentAt: string;
  readAt: string | null;
  replyToId: number | null;
}

export interface RouteOfferRecord extends RouteOfferInput {
  id: number;
  organizationId: number;
  notes: string;
  createdAt: string;
  withdrawn: boolean;
}

/** A refresh or password-reset token: opaque, one user's, until its epoch-millisecond expiry. */
export interface TokenRecord {
  token: string;
  userId: number;
  expiresAt: number;
}

/** A read-only link to a shipment's steps (handlers/tracking.ts); one active per inquiry. */
export interface TrackingLinkRecord {
  token: string;
  inquiryId: number;
  createdBy: number;
  createdAt: string;
  expiresAt: string;
  revokedAt: string | null;
}

export interface DemoData {
  schemaVersion: number;
  seedNow: number;
  generatedCount: number;
  organizations: OrganizationRecord[];
  users: UserRecord[];
  countries: CountryRecord[];
  cities: CityRecord[];
  inquiries: InquiryRecord[];
  bids: BidRecord[];
  transactions: TransactionRecord[];
  promoCodes: PromoCodeRecord[];
  invoices: InvoiceRecord[];
  mails: MailRecord[];
  routeOffers: RouteOfferRecord[];
  attachments: AttachmentRecord[];
  refreshTokens: TokenRecord[];
  resetTokens: TokenRecord[];
  trackingLinks: TrackingLinkRecord[];
  ratings: RatingRecord[];
  notifications: NotificationRecord[];
  notificationSettings: NotificationSettingRecord[];
  deadlineNotices: Array<{ inquiryId: number; closesAt: string }>;
}

export interface RatingRecord {
  id: number;
  inquiryId: number;
  carrierOrganizationId: number;
  importerOrganizationId: number;
  userId: number;
  stars: number;
  comment: string;
  createdAt: string;
  updatedAt: string;
}

/** One event for one user (mocks/notify.ts): the facts it is about, worded by the client. */
export interface NotificationRecord {
  id: number;
  userId: number;
  topic: NotificationTopic;
  createdAt: string;
  readAt: string | null;
  inquiryId: number | null;
  bidId: number | null;
  bidStatus: BidStatus | null;
  organizationName: string | null;
  value: number | null;
  currency: string | null;
  paymentStatus: PaymentStatus | null;
  mailId: number | null;
  subject: string | null;
  closesAt: string | null;
  bidCount: number | null;
}

export interface NotificationSettingRecord {
  userId: number;
  topic: NotificationTopic;
  inApp: boolean;
  email: boolean;
}

/** What a notification is about; a topic fills the facts it needs (mocks/notify.ts). */
export type NotificationFacts = Omit<NotificationRecord, 'id' | 'userId' | 'topic' | 'createdAt' | 'readAt'>;

/** No facts: each event spreads it first, then sets its own. */
export const NO_NOTIFICATION_FACTS: NotificationFacts = {
  inquiryId: null,
  bidId: null,
  bidStatus: null,
  organizationName: null,
  value: null,
  currency: null,
  paymentStatus: null,
  mailId: null,
  subject: null,
  closesAt: null,
  bidCount: null,
};
