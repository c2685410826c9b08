import { isoToLocalInput, localInputToIso } from '@/lib/deadline';
import { knownChoice, type InquiryChoice } from '../../known-choices';
import { emptyUploadedFilesId, type InquiryDetail, type UploadedFilesId } from '../../schemas';

export type PlaceValues = {
  countryId: number | null;
  city: string;
  address: string;
  date: string;
  locationType: InquiryChoice<'locationType'> | null;
};

export type GoodsRowValues = {
  packageType: InquiryChoice<'packageType'> | null;
  palletType: InquiryChoice<'palletType'> | null;
  weight?: number;
  length?: number;
  width?: number;
  height?: number;
  quantity?: number;
  dangerous: boolean;
  stackable: boolean;
};

export const DOCUMENT_KEYS = ['packageListId', 'certificateOfOriginId', 'msdsCertificateId'] as const;
export type DocumentKey = (typeof DOCUMENT_KEYS)[number];
export type DocumentFile = { name: string; size: number };
export type DocumentFiles = Record<DocumentKey, DocumentFile | null>;
/** One value for each document the flow asks for. */
const perDocument = <T>(make: (key: DocumentKey) => T) =>
  Object.fromEntries(DOCUMENT_KEYS.map((key) => [key, make(key)])) as Record<DocumentKey, T>;
export const emptyDocumentFiles: DocumentFiles = perDocument(() => null);

export type InquiryFormValues = {
  sendTo: InquiryChoice<'sendTo'>;
  carrierIds: number[];
  pickup: PlaceValues;
  delivery: PlaceValues;
  shipmentMode: InquiryChoice<'shipmentMode'> | null;
  truckType: InquiryChoice<'truckType'> | null;
  ftl: boolean;
  containerType: InquiryChoice<'containerType'> | null;
  commodityType: InquiryChoice<'commodityType'> | null;
  readiness: InquiryChoice<'readiness'> | null;
  description: string;
  incoterms: InquiryChoice<'incoterms'> | null;
  goods: GoodsRowValues[];
  uploadedFilesId: UploadedFilesId;
  /** Names and sizes beside the ids, so a resumed draft and the preview can show them. */
  documentFiles: DocumentFiles;
  notes: string;
  /** As the `datetime-local` input holds it ('' for none). */
  biddingClosesAt: string;
};

export const emptyPlace = (): PlaceValues => ({
  countryId: null,
  city: '',
  address: '',
  date: '',
  locationType: null,
});

export const emptyGoodsRow = (): GoodsRowValues => ({
  packageType: null,
  palletType: null,
  dangerous: false,
  stackable: false,
});

export const emptyInquiryValues = (): InquiryFormValues => ({
  sendTo: 'ALL_CARRIERS',
  carrierIds: [],
  pickup: emptyPlace(),
  delivery: emptyPlace(),
  shipmentMode: null,
  truckType: null,
  ftl: false,
  containerType: null,
  commodityType: null,
  readiness: null,
  description: '',
  incoterms: null,
  goods: [emptyGoodsRow()],
  uploadedFilesId: { ...emptyUploadedFilesId },
  documentFiles: emptyDocumentFiles,
  notes: '',
  biddingClosesAt: '',
});

// Saved drafts are read back as unknown JSON: each value is kept only when it has the right type.
type Loose = Record<string, unknown>;
const record = (value: unknown): Loose =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Loose) : {};
const text = (value: unknown, fallback = '') => (typeof value === 'string' ? value : fallback);
const flag = (value: unknown, fallback = false) => (typeof value === 'boolean' ? value : fallback);
const amount = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);

function readPlace(value: unknown): PlaceValues {
  const raw = record(value);
  const countryId = amount(raw.countryId);
  return {
    countryId: countryId !== undefined && countryId > 0 ? countryId : null,
    city: text(raw.city),
    address: text(raw.address),
    date: text(raw.date),
    locationType: knownChoice('locationType', raw.locationType),
  };
}

function readGoodsRow(value: unknown): GoodsRowValues {
  const raw = record(value);
  return {
    packageType: knownChoice('packageType', raw.packageType),
    palletType: knownChoice('palletType', raw.palletType),
    weight: amount(raw.weight),
    length: amount(raw.length),
    width: amount(raw.width),
    height: amount(raw.height),
    quantity: amount(raw.quantity),
    dangerous: flag(raw.dangerous),
    stackable: flag(raw.stackable),
  };
}

function readDocumentFiles(value: unknown): DocumentFiles {
  const raw = record(value);
  const file = (entry: unknown): DocumentFile | null => {
    const f = record(entry);
    return typeof f.name === 'string' && typeof f.size === 'number' ? { name: f.name, size: f.size } : null;
  };
  return perDocument((key) => file(raw[key]));
}

/** A draft's values; an older draft may have only the inquiry's own fields, which fill the gaps. */
export function readDraftValues(
  inquiry: Pick<InquiryDetail, 'draft'> & Partial<InquiryDetail>,
): InquiryFormValues {
  const saved = record(inquiry.draft?.values);
  const from = (key: string) => (key in saved ? saved[key] : (inquiry as Loose)[key]);
  const ids = record(saved.uploadedFilesId);
  const goods = Array.isArray(from('goods')) ? (from('goods') as unknown[]).map(readGoodsRow) : [];
  const carrierIds = from('carrierIds');
  return {
    sendTo: knownChoice('sendTo', from('sendTo')) ?? 'ALL_CARRIERS',
    carrierIds: Array.isArray(carrierIds) ? carrierIds.filter((id) => typeof id === 'number') : [],
    pickup: readPlace(from('pickup')),
    delivery: readPlace(from('delivery')),
    shipmentMode: knownChoice('shipmentMode', from('shipmentMode')),
    truckType: knownChoice('truckType', from('truckType')),
    ftl: flag(from('ftl')),
    containerType: knownChoice('containerType', from('containerType')),
    commodityType: knownChoice('commodityType', from('commodityType')),
    readiness: knownChoice('readiness', from('readiness')),
    description: text(from('description')),
    incoterms: knownChoice('incoterms', from('incoterms')),
    goods: goods.length > 0 ? goods : [emptyGoodsRow()],
    uploadedFilesId: perDocument((key) => text(ids[key])),
    notes: text(from('notes')),
    // The input's own text in a draft, a moment from the server on an inquiry.
    biddingClosesAt:
      'biddingClosesAt' in saved
        ? text(saved.biddingClosesAt)
        : isoToLocalInput(text(inquiry.biddingClosesAt)),
    documentFiles: readDocumentFiles(saved.documentFiles),
  };
}

const idOf = (file: { id: string | number } | undefined) => (file ? String(file.id) : '');

/** A sent inquiry as the admin edits it: its own fields, its documents by id, the deadline left alone. */
export function sentInquiryValues(inquiry: InquiryDetail): InquiryFormValues {
  const { documents } = inquiry;
  return {
    ...readDraftValues({ ...inquiry, draft: undefined }),
    biddingClosesAt: '',
    uploadedFilesId: {
      packageListId: idOf(documents.packageList),
      certificateOfOriginId: idOf(documents.certificateOfOrigin),
      msdsCertificateId: idOf(documents.msdsCertificate),
    },
  };
}

/** The request body: what the chosen options make irrelevant is left out; the caller still parses it. */
export function toInquiryInput(values: InquiryFormValues) {
  const road = values.shipmentMode === 'ROAD';
  // A backend without deadlines never sees the field.
  const closes = localInputToIso(values.biddingClosesAt);
  return {
    sendTo: values.sendTo,
    carrierIds: values.sendTo === 'SELECTED_CARRIERS' ? values.carrierIds : [],
    pickup: values.pickup,
    delivery: values.delivery,
    shipmentMode: values.shipmentMode,
    truckType: road ? values.truckType : null,
    ftl: road ? values.ftl : false,
    containerType: values.shipmentMode === 'SEA' ? values.containerType : null,
    commodityType: values.commodityType,
    readiness: values.readiness,
    description: values.description.trim(),
    incoterms: values.incoterms,
    goods: values.goods.map((row) => ({
      ...row,
      palletType: row.packageType === 'pallets' ? row.palletType : null,
    })),
    uploadedFilesId: values.uploadedFilesId,
    notes: values.notes.trim(),
    ...(closes ? { biddingClosesAt: closes } : {}),
  };
}
