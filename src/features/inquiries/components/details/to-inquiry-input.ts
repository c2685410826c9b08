import type { DefaultValues } from 'react-hook-form';
import { knownChoice } from '../../known-choices';
import type { InquiryDetail, InquiryInput } from '../../schemas';

// A value the form does not know is left empty for the admin to choose (known-choices.ts): a select
// the admin must fill starts undefined, one that may stay empty (truck, container, pallet) null.
const oneOf = <K extends Parameters<typeof knownChoice>[0]>(key: K, value: unknown) =>
  knownChoice(key, value) ?? undefined;

const idOf = (file: { id: string | number } | undefined) => (file ? String(file.id) : '');

const place = (p: InquiryDetail['pickup']) =>
  p
    ? {
        countryId: p.countryId ?? 0,
        city: p.city ?? '',
        address: p.address ?? '',
        date: p.date ?? '',
        locationType: oneOf('locationType', p.locationType),
      }
    : undefined;

/** A sent inquiry as the values of the admin's edit form (the whole inquiry as submitted). */
export function toInquiryInput(inquiry: InquiryDetail): DefaultValues<InquiryInput> {
  return {
    sendTo: oneOf('sendTo', inquiry.sendTo) ?? 'ALL_CARRIERS',
    carrierIds: inquiry.carrierIds,
    pickup: place(inquiry.pickup),
    delivery: place(inquiry.delivery),
    shipmentMode: oneOf('shipmentMode', inquiry.shipmentMode),
    truckType: knownChoice('truckType', inquiry.truckType),
    ftl: inquiry.ftl ?? false,
    containerType: knownChoice('containerType', inquiry.containerType),
    commodityType: oneOf('commodityType', inquiry.commodityType),
    readiness: oneOf('readiness', inquiry.readiness),
    description: inquiry.description ?? '',
    incoterms: oneOf('incoterms', inquiry.incoterms),
    // A missing number stays empty for the admin to fill in; the form's rules ask for it.
    goods: inquiry.goods.map((row) => ({
      ...row,
      packageType: oneOf('packageType', row.packageType),
      palletType: knownChoice('palletType', row.palletType),
    })),
    uploadedFilesId: {
      packageListId: idOf(inquiry.documents.packageList),
      certificateOfOriginId: idOf(inquiry.documents.certificateOfOrigin),
      msdsCertificateId: idOf(inquiry.documents.msdsCertificate),
    },
    notes: inquiry.notes ?? '',
  };
}
