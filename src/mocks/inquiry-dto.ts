import type { Language } from '@/config/enums';
import type { DemoData, InquiryRecord } from './db/models';
import { countryNameIn, placeAnswer } from './db/places';

const place = (db: DemoData, p: InquiryRecord['pickup'], language: Language) =>
  p ? placeAnswer(db, p, language) : null;

export const bidCountOf = (db: DemoData, inquiry: InquiryRecord) =>
  db.bids.filter((b) => b.inquiryId === inquiry.id).length;

export function toSummary(db: DemoData, inquiry: InquiryRecord, language: Language) {
  const organization = db.organizations.find((o) => o.id === inquiry.organizationId);
  return {
    id: inquiry.id,
    inquiryCode: inquiry.inquiryCode,
    organizationId: inquiry.organizationId,
    organizationName: organization?.organizaName ?? '',
    status: inquiry.status,
    verified: inquiry.verified,
    shipmentMode: inquiry.shipmentMode,
    commodityType: inquiry.commodityType,
    pickup: place(db, inquiry.pickup, language),
    delivery: place(db, inquiry.delivery, language),
    bidCount: bidCountOf(db, inquiry),
    createdAt: inquiry.createdAt,
    updatedAt: inquiry.updatedAt,
    biddingClosesAt: inquiry.biddingClosesAt,
  };
}

function attachment(db: DemoData, id: string | null) {
  const file = id ? db.attachments.find((a) => a.id === id) : undefined;
  return file ? { id: file.id, name: file.name, size: file.size, type: file.type } : null;
}

export function toDetail(db: DemoData, inquiry: InquiryRecord, language: Language) {
  const organization = db.organizations.find((o) => o.id === inquiry.organizationId);
  return {
    ...toSummary(db, inquiry, language),
    sendTo: inquiry.sendTo,
    carrierIds: inquiry.carrierIds,
    truckType: inquiry.truckType,
    ftl: inquiry.ftl,
    containerType: inquiry.containerType,
    readiness: inquiry.readiness,
    description: inquiry.description,
    incoterms: inquiry.incoterms,
    goods: inquiry.goods,
    documents: {
      packageList: attachment(db, inquiry.documents.packageList),
      certificateOfOrigin: attachment(db, inquiry.documents.certificateOfOrigin),
      msdsCertificate: attachment(db, inquiry.documents.msdsCertificate),
    },
    notes: inquiry.notes,
    statusReason: inquiry.statusReason,
    draft: inquiry.draft,
    steps: inquiry.steps,
    organization: {
      id: organization?.id ?? 0,
      organizaName: organization?.organizaName ?? '',
      phoneNumber: organization?.phoneNumber ?? '',
      orgOfficialMail: organization?.orgOfficialMail ?? '',
      countryName: organization ? countryNameIn(db, organization.countryCode, language) : '',
    },
  };
}

export function toActivity(db: DemoData, inquiry: InquiryRecord) {
  return [...inquiry.activity]
    .sort((a, b) => b.at.localeCompare(a.at))
    .map((event) => {
      const user = event.userId ? db.users.find((u) => u.id === event.userId) : undefined;
      return {
        id: event.id,
        type: event.type,
        at: event.at,
        actor: user ? `${user.name} ${user.surname}` : 'YükBirja',
        detail: event.detail,
      };
    });
}
