export { ORGANIZATION_TYPES, type OrganizationType } from './organization-types';
export { DEFAULT_LANGUAGE, LANGUAGES, type Language } from './languages';

export const STATUSES = [
  'canceled',
  'cancelled',
  'active',
  'in_progress',
  'pending',
  'approved',
  'awarded',
  'rejected',
  'on_hold',
  'completed',
  'under_review',
  'archived',
  'delivered',
  'draft',
] as const;
export type Status = (typeof STATUSES)[number];

export const PAYMENT_STATUSES = [
  'succeeded',
  'failed',
  'uncaptured',
  'refunded',
  'paid',
  'disputed',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const TRANSPORT_MODES = ['ROAD', 'AIR', 'RAIL', 'SEA'] as const;
export type TransportMode = (typeof TRANSPORT_MODES)[number];

export const COMMODITY_TYPES = [
  'beverages_foods_plants',
  'chemicals_healthcare',
  'furniture_accessories',
  'industrial_products',
  'apparels_accessories',
  'building_materials',
  'vehicles_engines_spare_parts',
  'appliances_material',
  'leisure_items',
  'paperboard_prints',
  'others',
] as const;

export const GOODS_READINESS = ['ready', 'ready_in_two_weeks', 'ready_in_more_than_two_weeks'] as const;

export const LOCATION_TYPES = [
  'port_airport',
  'factory_warehouse',
  'fulfillment_center',
  'business_address',
  'residential_address',
  'last_mile_warehouse',
] as const;

export const TRUCK_TYPES = [
  'reefer_86',
  'flatbed_trailer',
  'lowboy_trailer',
  'tilt_82',
  'tilt_96',
  'other',
] as const;

export const CONTAINER_TYPES = [
  'ft20',
  'ft40',
  'ft40_hc',
  'ft45_hc',
  'open_top',
  'platform',
  'other',
] as const;

export const PACKAGE_TYPES = ['pallets', 'boxes_crates'] as const;
export const PALLET_TYPES = ['non_specified', 'p48x40', 'eur1', 'eur2', 'other'] as const;

export const PREFERRED_REGIONS = [
  'TRANS_EURASIA_CASPIAN',
  'GULF_COUNTRIES',
  'EUROPE_AZERBAIJAN',
  'WITHIN_EUROPE',
  'TURKEY_AZERBAIJAN',
  'CIS',
  'CHINA',
  'PACIFIC_OCEAN',
  'MID_TRANSATLANTIC',
  'NORTH_SOUTH_ASIA',
  'NORTH_AMERICA',
  'LATIN_AMERICA',
  'WITHIN_ASIA',
  'ONLY_COUNTRY',
] as const;

export const INSURANCE_TYPES = [
  'CARGO',
  'FFL',
  'CL',
  'GENERAL_LIABILITY',
  'CMR',
  'MARINE_LIABILITY',
  'CASCO',
  'AWB',
  'BANK_GUARANTEES',
  'OTHER',
] as const;

export const CURRENCIES = ['AZN', 'USD', 'EUR', 'TRY', 'RUB'] as const;

/** The lines an all-in bid's price may be broken into (docs/api.md, 'Itemised bids'), in this order. */
export const CHARGE_TYPES = ['FREIGHT', 'FUEL', 'CUSTOMS', 'INSURANCE', 'OTHER'] as const;
export type ChargeType = (typeof CHARGE_TYPES)[number];
export type Currency = (typeof CURRENCIES)[number];

export const NOTIFICATION_TOPICS = [
  'NEW_BID',
  'BID_ACCEPTED',
  'BID_REJECTED',
  'DEADLINE_SOON',
  'BIDDING_CLOSED',
  'PAYMENT_RESULT',
  'NEW_MAIL',
] as const;
export type NotificationTopic = (typeof NOTIFICATION_TOPICS)[number];
/** A currency select's options: the codes are their own labels in every language. */
export const CURRENCY_OPTIONS = CURRENCIES.map((code) => ({ value: code, label: code }));

export const USER_STATUSES = ['ACTIVE', 'INVITED', 'DEACTIVATED'] as const;

export const INCOTERMS = [
  'EXW',
  'FCA',
  'CPT',
  'CIP',
  'DAP',
  'DPU',
  'DDP',
  'FAS',
  'FOB',
  'CFR',
  'CIF',
] as const;

/** Where an inquiry goes: every carrier on the platform, or the carriers the importer picks. */
export const SEND_TO = ['ALL_CARRIERS', 'SELECTED_CARRIERS'] as const;

export const INQUIRY_TABS = {
  general: null,
  verified: ['approved', 'awarded'],
  onHold: ['on_hold'],
  ongoing: ['in_progress', 'active', 'pending', 'under_review'],
  incomplete: ['draft'],
} as const satisfies Record<string, readonly Status[] | null>;
export type InquiryTab = keyof typeof INQUIRY_TABS;

/** The steps a won shipment moves through (inquiry-steps page). */
export const SHIPMENT_STEPS = [
  'BID_ACCEPTED',
  'PICKUP_SCHEDULED',
  'PICKED_UP',
  'IN_TRANSIT',
  'CUSTOMS',
  'DELIVERED',
] as const;
export type ShipmentStep = (typeof SHIPMENT_STEPS)[number];

/** Inquiry statuses that still take bids; any other status closes bidding. */
export const OPEN_INQUIRY_STATUSES = [
  'active',
  'pending',
  'under_review',
] as const satisfies readonly Status[];

/** Inquiry statuses once a carrier is chosen: the shipment has steps to follow and to share. */
export const AWARDED_INQUIRY_STATUSES = [
  'approved',
  'awarded',
  'in_progress',
  'delivered',
  'completed',
] as const satisfies readonly Status[];

export const BID_STATUSES = [
  'PENDING',
  'APPROVED',
  'DELIVERED',
  'COMPLETED',
  'REJECTED',
  'CANCELED',
  'LOST',
] as const;
export type BidStatus = (typeof BID_STATUSES)[number];

export const BID_TABS = {
  active: ['PENDING', 'APPROVED', 'DELIVERED'],
  confirmed: ['APPROVED', 'DELIVERED'],
  completed: ['COMPLETED'],
  pending: ['PENDING'],
  lost: ['LOST', 'REJECTED', 'CANCELED'],
} as const satisfies Record<string, readonly BidStatus[]>;
export type BidTab = keyof typeof BID_TABS;

/** Statuses that need a reason when an admin sets them. */
export const STATUSES_WITH_REASON = ['on_hold', 'rejected', 'canceled'] as const;
