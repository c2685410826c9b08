import {
  COMMODITY_TYPES,
  CONTAINER_TYPES,
  GOODS_READINESS,
  INCOTERMS,
  LOCATION_TYPES,
  PACKAGE_TYPES,
  PALLET_TYPES,
  SEND_TO,
  TRANSPORT_MODES,
  TRUCK_TYPES,
} from '@/config/enums';

/** The list of choices of each enumerated field of an inquiry (its places and goods rows included). */
export const INQUIRY_CHOICES = {
  sendTo: SEND_TO,
  shipmentMode: TRANSPORT_MODES,
  truckType: TRUCK_TYPES,
  containerType: CONTAINER_TYPES,
  commodityType: COMMODITY_TYPES,
  readiness: GOODS_READINESS,
  incoterms: INCOTERMS,
  locationType: LOCATION_TYPES,
  packageType: PACKAGE_TYPES,
  palletType: PALLET_TYPES,
} as const;

type Choices = typeof INQUIRY_CHOICES;
export type InquiryChoice<K extends keyof Choices> = Choices[K][number];

/** The value of the field `key` when it is one of its choices; null when it is anything else. */
export function knownChoice<K extends keyof Choices>(key: K, value: unknown): InquiryChoice<K> | null {
  const choices: readonly string[] = INQUIRY_CHOICES[key];
  return typeof value === 'string' && choices.includes(value) ? (value as InquiryChoice<K>) : null;
}
