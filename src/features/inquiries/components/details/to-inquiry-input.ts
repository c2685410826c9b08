import type { DefaultValues } from 'react-hook-form';
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
import type { InquiryDetail, InquiryInput } from '../../schemas';

// The API answers enumerations as plain strings; the form wants its own enum values. A value the
// form does not know is left empty for the admin to choose, never passed on unchecked.
const oneOf = <V extends string>(values: readonly V[], value: string | null | undefined): V | undefined =>
  (values as readonly string[]).includes(value ?? '') ? (value as V) : undefined;

const idOf = (file: { id: string | number } | undefined) => (file ? String(file.id) : '');

const place = (p: InquiryDetail['pickup']) =>
  p
    ? {
        countryId: p.countryId ?? 0,
        city: p.city ?? '',
        address: p.address ?? '',
        date: p.date ?? '',
        locationType: oneOf(LOCATION_TYPES, p.locationType),
      }
    : undefined;

/** A sent inquiry as the values of the admin's edit form (the whole inquiry as submitted). */
export function toInquiryInput(inquiry: InquiryDetail): DefaultValues<InquiryInput> {
  return {
    sendTo: oneOf(SEND_TO, inquiry.sendTo) ?? 'ALL_CARRIERS',
    carrierIds: inquiry.carrierIds,
    pickup: place(inquiry.pickup),
    delivery: place(inquiry.delivery),
    shipmentMode: oneOf(TRANSPORT_MODES, inquiry.shipmentMode),
    truckType: oneOf(TRUCK_TYPES, inquiry.truckType) ?? null,
    ftl: inquiry.ftl ?? false,
    containerType: oneOf(CONTAINER_TYPES, inquiry.containerType) ?? null,
    commodityType: oneOf(COMMODITY_TYPES, inquiry.commodityType),
    readiness: oneOf(GOODS_READINESS, inquiry.readiness),
    description: inquiry.description ?? '',
    incoterms: oneOf(INCOTERMS, inquiry.incoterms),
    // A missing number stays empty for the admin to fill in; the form's rules ask for it.
    goods: inquiry.goods.map((row) => ({
      ...row,
      packageType: oneOf(PACKAGE_TYPES, row.packageType),
      palletType: oneOf(PALLET_TYPES, row.palletType) ?? null,
    })),
    uploadedFilesId: {
      packageListId: idOf(inquiry.documents.packageList),
      certificateOfOriginId: idOf(inquiry.documents.certificateOfOrigin),
      msdsCertificateId: idOf(inquiry.documents.msdsCertificate),
    },
    notes: inquiry.notes ?? '',
  };
}
