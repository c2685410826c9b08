import { z } from 'zod/mini';
import { SHIPMENT_STEPS, STATUSES } from '@/config/enums';
import { DEADLINE_MIN_LEAD_MS, MAX_GOODS_ROWS, TEXT_MAX } from '@/config/limits';
import { maxText } from '@/lib/field-schemas';
import { idSchema, listOrEmpty, maybe, openEnum, withFieldNames } from '@/lib/lenient';
import { listSchema } from '@/lib/page';
import { ORGANIZATION_FIELD_NAMES } from '@/lib/organizations/organization-field-names';
import { countryIdSchema } from '@/lib/reference-data/country-id';
import { calendarDayOf, todayApiDate } from '@/lib/dates';
import { deadlineMs, localInputToIso } from '@/lib/deadline';
import { INQUIRY_FIELD_NAMES } from './inquiry-field-names';
import { INQUIRY_CHOICES as choices } from './known-choices';

export const inquiryMsg = {
  required: 'common:text.field_required',
  positive: 'inquiries:validation.positive',
  wholeNumber: 'inquiries:validation.wholeNumber',
  dateInPast: 'inquiries:validation.dateInPast',
  deliveryBeforePickup: 'inquiries:validation.deliveryBeforePickup',
  pickCarrier: 'inquiries:validation.pickCarrier',
  palletType: 'inquiries:validation.palletType',
  truckType: 'inquiries:validation.truckType',
  containerType: 'inquiries:validation.containerType',
  goodsRows: 'inquiries:validation.goodsRows',
  deadlineInvalid: 'inquiries:validation.deadlineInvalid',
  deadlineTooSoon: 'inquiries:validation.deadlineTooSoon',
  deadlineAfterPickup: 'inquiries:validation.deadlineAfterPickup',
  deadlineNotLater: 'inquiries:validation.deadlineNotLater',
} as const;

const m = inquiryMsg;
const requiredText = () => z.string({ error: m.required }).check(z.trim(), z.minLength(1, m.required));
const positive = () => z.number({ error: m.positive }).check(z.positive(m.positive));
const isoDate = () => z.string({ error: m.required }).check(z.regex(/^\d{4}-\d{2}-\d{2}$/, m.required));

// Rules a step checks and the whole inquiry checks again when it is sent, written once.
const carriersPicked = z.refine<{ sendTo: string; carrierIds: number[] }>(
  (v) => v.sendTo === 'ALL_CARRIERS' || v.carrierIds.length > 0,
  { path: ['carrierIds'], message: m.pickCarrier },
);
const truckTypeByRoad = z.refine<{ shipmentMode: string; truckType?: string | null }>(
  (v) => v.shipmentMode !== 'ROAD' || !!v.truckType,
  { path: ['truckType'], message: m.truckType },
);
const containerTypeBySea = z.refine<{ shipmentMode: string; containerType?: string | null }>(
  (v) => v.shipmentMode !== 'SEA' || !!v.containerType,
  { path: ['containerType'], message: m.containerType },
);

/** A bid deadline far enough ahead (DEADLINE_MIN_LEAD_MS) on the clock of whoever checks it. */
export const deadlineLeadOk = (ms: number, now = Date.now()) => ms >= now + DEADLINE_MIN_LEAD_MS;

/** The step's `datetime-local` value: empty (no deadline) or a moment at least an hour ahead. */
export const deadlineInputSchema = z.string().check(
  z.refine((v) => v === '' || localInputToIso(v) !== null, m.deadlineInvalid),
  z.refine((v) => {
    const iso = localInputToIso(v);
    return iso === null || deadlineLeadOk(Date.parse(iso));
  }, m.deadlineTooSoon),
);

/** A deadline as sent: an ISO moment far enough ahead. */
const deadlineIsoSchema = z.string().check(
  z.refine((v) => deadlineMs(v) !== null, m.deadlineInvalid),
  z.refine((v) => {
    const ms = deadlineMs(v);
    return ms === null || deadlineLeadOk(ms);
  }, m.deadlineTooSoon),
);

/** Bidding closes on or before the pick-up day: carriers must know in time to collect the load. */
const deadlineBeforePickup = z.refine<{ biddingClosesAt?: string | null; pickup: { date: string } }>(
  (v) =>
    !v.biddingClosesAt ||
    deadlineMs(v.biddingClosesAt) === null ||
    calendarDayOf(v.biddingClosesAt) <= v.pickup.date,
  { path: ['biddingClosesAt'], message: m.deadlineAfterPickup },
);

/** PUT /inquiries/{id}/deadline: a later moment for an open inquiry (docs/api.md). */
export const deadlineUpdateSchema = z.object({ biddingClosesAt: deadlineIsoSchema });
export type DeadlineUpdate = z.infer<typeof deadlineUpdateSchema>;

export const placeSchema = z.object({
  countryId: z.number({ error: m.required }).check(z.int(), z.positive(m.required)),
  city: requiredText().check(maxText(TEXT_MAX.city)),
  address: requiredText().check(maxText(TEXT_MAX.address)), // address or postal code
  date: isoDate().check(z.refine((value) => value >= todayApiDate(), m.dateInPast)),
  locationType: z.enum(choices.locationType, { error: m.required }),
});

const sendToFields = {
  sendTo: z.enum(choices.sendTo, { error: m.required }),
  carrierIds: z.array(z.number()),
};
export const sendToStepSchema = z
  .object({ ...sendToFields, biddingClosesAt: z.optional(deadlineInputSchema) })
  .check(carriersPicked);

export const pickupStepSchema = z.object({ pickup: placeSchema });

export const deliveryStepSchema = z
  .object({ pickup: z.optional(z.object({ date: z.string() })), delivery: placeSchema })
  .check(
    z.refine((v) => !v.pickup?.date || v.delivery.date >= v.pickup.date, {
      path: ['delivery', 'date'],
      message: m.deliveryBeforePickup,
    }),
  );

const transportFields = {
  shipmentMode: z.enum(choices.shipmentMode, { error: m.required }),
  truckType: z.optional(z.nullable(z.enum(choices.truckType))),
  ftl: z.optional(z.boolean()),
  containerType: z.optional(z.nullable(z.enum(choices.containerType))),
};
export const transportStepSchema = z.object(transportFields).check(truckTypeByRoad, containerTypeBySea);

export const goodsRowSchema = z
  .object({
    packageType: z.enum(choices.packageType, { error: m.required }),
    palletType: z.optional(z.nullable(z.enum(choices.palletType))),
    weight: positive(), // kg per piece; sizes in cm
    length: positive(),
    width: positive(),
    height: positive(),
    quantity: positive().check(z.int(m.wholeNumber)),
    dangerous: z.boolean(),
    stackable: z.boolean(),
  })
  .check(
    z.refine((v) => v.packageType !== 'pallets' || !!v.palletType, {
      path: ['palletType'],
      message: m.palletType,
    }),
  );

export const goodsStepSchema = z.object({
  commodityType: z.enum(choices.commodityType, { error: m.required }),
  readiness: z.enum(choices.readiness, { error: m.required }),
  description: requiredText().check(maxText(TEXT_MAX.goodsDescription)),
  incoterms: z.enum(choices.incoterms, { error: m.required }),
  goods: z.array(goodsRowSchema).check(z.minLength(1, m.goodsRows), z.maxLength(MAX_GOODS_ROWS)),
});

/** The fileUpload state's uploadedFilesId: attachment ids, empty strings when none. */
export const uploadedFilesIdSchema = z.object({
  packageListId: z.string(),
  certificateOfOriginId: z.string(),
  msdsCertificateId: z.string(),
});
export type UploadedFilesId = z.infer<typeof uploadedFilesIdSchema>;
export const emptyUploadedFilesId: UploadedFilesId = {
  packageListId: '',
  certificateOfOriginId: '',
  msdsCertificateId: '',
};

export const documentsStepSchema = z.object({
  uploadedFilesId: uploadedFilesIdSchema,
  notes: z.optional(z.string().check(maxText(TEXT_MAX.inquiryNotes))),
});

/** The whole inquiry, as submitted: every step valid, delivery on or after pickup. */
export const inquiryInputSchema = z
  .object({
    ...sendToFields,
    pickup: placeSchema,
    delivery: placeSchema,
    ...transportFields,
    ...goodsStepSchema.shape,
    ...documentsStepSchema.shape,
    /** When bidding closes; none leaves it open until the importer decides. */
    biddingClosesAt: z.optional(z.nullable(deadlineIsoSchema)),
  })
  .check(
    z.refine((v) => v.delivery.date >= v.pickup.date, {
      path: ['delivery', 'date'],
      message: m.deliveryBeforePickup,
    }),
    deadlineBeforePickup,
    carriersPicked,
    truckTypeByRoad,
    containerTypeBySea,
  );
export type InquiryInput = z.infer<typeof inquiryInputSchema>;

/** Loose, so a half-filled flow can be saved; the step schemas check it on Next. */
export const inquiryDraftSchema = z.object({
  step: z.number().check(z.int(), z.nonnegative()),
  values: z.record(z.string(), z.unknown()),
});
export type InquiryDraftInput = z.infer<typeof inquiryDraftSchema>;

const placeOutSchema = z.object({
  countryId: maybe(countryIdSchema),
  countryName: maybe(z.string()),
  city: maybe(z.string()),
  address: maybe(z.string()),
  date: maybe(z.string()),
  locationType: maybe(openEnum(choices.locationType)),
});

const attachmentSchema = z.object({
  id: idSchema,
  name: maybe(z.string()),
  size: maybe(z.number()),
  type: maybe(z.string()),
});
export type Attachment = z.infer<typeof attachmentSchema>;

/** A goods row as answered: what is missing shows '—' and counts as nothing in the totals. */
const goodsRowOutSchema = z.object({
  packageType: maybe(openEnum(choices.packageType)),
  palletType: maybe(openEnum(choices.palletType)),
  weight: maybe(z.number()),
  length: maybe(z.number()),
  width: maybe(z.number()),
  height: maybe(z.number()),
  quantity: maybe(z.number()),
  dangerous: maybe(z.boolean()),
  stackable: maybe(z.boolean()),
});
export type GoodsRowOut = z.infer<typeof goodsRowOutSchema>;

const inquirySummaryFields = z.object({
  id: z.number(),
  inquiryCode: maybe(z.string()),
  organizationId: maybe(z.number()),
  organizationName: maybe(z.string()),
  status: maybe(openEnum(STATUSES)),
  verified: maybe(z.boolean()),
  shipmentMode: maybe(openEnum(choices.shipmentMode)),
  commodityType: maybe(z.string()),
  pickup: maybe(placeOutSchema),
  delivery: maybe(placeOutSchema),
  bidCount: maybe(z.number()),
  createdAt: maybe(z.string()),
  updatedAt: maybe(z.string()),
  biddingClosesAt: maybe(z.string()),
});
export const inquirySummarySchema = withFieldNames(INQUIRY_FIELD_NAMES, inquirySummaryFields);
export type InquirySummary = z.infer<typeof inquirySummarySchema>;

const documentsSchema = z.pipe(
  maybe(
    z.object({
      packageList: maybe(attachmentSchema),
      certificateOfOrigin: maybe(attachmentSchema),
      msdsCertificate: maybe(attachmentSchema),
    }),
  ),
  z.transform((documents) => ({
    packageList: documents?.packageList,
    certificateOfOrigin: documents?.certificateOfOrigin,
    msdsCertificate: documents?.msdsCertificate,
  })),
);

/** One inquiry in full. A draft carries its saved values; a sent inquiry, every field. */
export const inquiryDetailSchema = withFieldNames(
  INQUIRY_FIELD_NAMES,
  z.object({
    ...inquirySummaryFields.shape,
    sendTo: maybe(openEnum(choices.sendTo)),
    carrierIds: listOrEmpty(z.number()),
    truckType: maybe(openEnum(choices.truckType)),
    ftl: maybe(z.boolean()),
    containerType: maybe(openEnum(choices.containerType)),
    readiness: maybe(z.string()),
    description: maybe(z.string()),
    incoterms: maybe(z.string()),
    goods: listOrEmpty(goodsRowOutSchema),
    documents: documentsSchema,
    notes: maybe(z.string()),
    statusReason: maybe(z.string()),
    draft: maybe(inquiryDraftSchema),
    steps: listOrEmpty(z.object({ step: openEnum(SHIPMENT_STEPS), doneAt: maybe(z.string()) })),
    organization: maybe(
      withFieldNames(
        ORGANIZATION_FIELD_NAMES,
        z.object({
          id: maybe(z.number()),
          organizaName: maybe(z.string()),
          phoneNumber: maybe(z.string()),
          orgOfficialMail: maybe(z.string()),
          countryName: maybe(z.string()),
        }),
      ),
    ),
  }),
);
export type InquiryDetail = z.infer<typeof inquiryDetailSchema>;

export const ACTIVITY_TYPES = [
  'created',
  'draft_saved',
  'submitted',
  'updated',
  'status_changed',
  'bid_received',
  'bid_accepted',
  'step_done',
  'delivery_confirmed',
  'tracking_link_created',
  'tracking_link_revoked',
  'bidding_closed',
  'deadline_extended',
] as const;

const inquiryActivityItemSchema = z.object({
  id: maybe(idSchema),
  type: openEnum(ACTIVITY_TYPES),
  at: maybe(z.string()),
  actor: maybe(z.string()),
  detail: maybe(z.string()),
});
export const inquiryActivitySchema = listSchema(inquiryActivityItemSchema, 'GET /inquiries/{id}/activity');

export const statusUpdateSchema = z
  .object({ status: z.enum(STATUSES), reason: z.optional(z.string().check(maxText(TEXT_MAX.statusReason))) })
  .check(
    z.refine(
      (v) => !['on_hold', 'rejected', 'canceled'].includes(v.status) || (v.reason ?? '').trim().length > 0,
      { path: ['reason'], message: m.required },
    ),
  );
export type StatusUpdate = z.infer<typeof statusUpdateSchema>;
