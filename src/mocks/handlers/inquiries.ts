import { http, HttpResponse, type JsonBodyType } from 'msw';
import { z } from 'zod/mini';
import { endpoints } from '@/config/endpoints';
import { SHIPMENT_STEPS, type Language } from '@/config/enums';
import { inquiryDraftSchema, inquiryInputSchema, statusUpdateSchema } from '@/features/inquiries/schemas';
import { nextId, writeDb } from '../db/db';
import type { DemoData, InquiryRecord } from '../db/models';
import {
  activeWrite,
  apiUrl,
  assertActive,
  type AuthContext,
  authenticate,
  fail,
  handle,
  readBody,
  authedRead,
  authedWrite,
  languageOf,
} from '../http';
import { filterInquiries } from '../inquiry-filters';
import { hasBidOn, visibleToCarrier, wonBy } from '../inquiry-access';
import { toActivity, toDetail, toSummary } from '../inquiry-dto';
import { paginate } from '../paginate';
import { withCityId } from '../db/places';
import { setBidStatus } from '../bid-dto';

let eventSeq = 0;

function addEvent(
  inquiry: InquiryRecord,
  type: InquiryRecord['activity'][number]['type'],
  userId: number | null,
  detail: string | null = null,
) {
  eventSeq += 1;
  inquiry.activity.push({
    id: `e-${Date.now()}-${eventSeq}`,
    type,
    at: new Date().toISOString(),
    userId,
    detail,
  });
}

function recordDraftSave(inquiry: InquiryRecord, step: number, userId: number) {
  const id = `draft-${inquiry.id}-step-${step}`;
  const earlier = inquiry.activity.find((event) => event.id === id);
  if (earlier) Object.assign(earlier, { at: new Date().toISOString(), userId });
  else inquiry.activity.push({ id, type: 'draft_saved', at: new Date().toISOString(), userId, detail: null });
}

function touch(inquiry: InquiryRecord) {
  inquiry.rev += 1;
  inquiry.updatedAt = new Date().toISOString();
}

function find(request: Request, db: DemoData, id: unknown) {
  const inquiry = db.inquiries.find((i) => i.id === Number(id));
  if (!inquiry) throw fail(request, 404, 'notFound');
  return inquiry;
}

function assertCanRead(request: Request, db: DemoData, auth: AuthContext, inquiry: InquiryRecord) {
  if (auth.role === 'ADMIN') return;
  if (auth.role === 'IMPORTER' && inquiry.organizationId === auth.organization.id) return;
  if (
    auth.role === 'LOGISTIC' &&
    inquiry.status !== 'draft' &&
    (visibleToCarrier(db, inquiry, auth.organization.id) || hasBidOn(db, inquiry, auth.organization.id))
  )
    return;
  throw fail(request, 404, 'notFound');
}

function inquiryRead(
  roles: AuthContext['role'][] | undefined,
  answer: (db: DemoData, inquiry: InquiryRecord, language: Language) => JsonBodyType,
) {
  return authedRead(roles, ({ request, params, auth, db }) => {
    const inquiry = find(request, db, params.id);
    assertCanRead(request, db, auth, inquiry);
    return answer(db, inquiry, languageOf(request));
  });
}

function newDraft(db: DemoData, auth: AuthContext): InquiryRecord {
  const id = nextId(db.inquiries);
  const now = new Date().toISOString();
  return {
    id,
    inquiryCode: `INQ-${id}`,
    organizationId: auth.organization.id,
    createdBy: auth.user.id,
    status: 'draft',
    verified: false,
    sendTo: null,
    carrierIds: [],
    pickup: null,
    delivery: null,
    shipmentMode: null,
    truckType: null,
    ftl: null,
    containerType: null,
    commodityType: null,
    readiness: null,
    description: '',
    incoterms: null,
    goods: [],
    documents: { packageList: null, certificateOfOrigin: null, msdsCertificate: null },
    notes: '',
    statusReason: null,
    draft: { step: 0, values: {} },
    steps: SHIPMENT_STEPS.map((step) => ({ step, doneAt: null })),
    biddingClosesAt: null,
    activity: [],
    createdAt: now,
    updatedAt: now,
    rev: 1,
  };
}

function applyInput(db: DemoData, inquiry: InquiryRecord, input: z.infer<typeof inquiryInputSchema>) {
  Object.assign(inquiry, {
    sendTo: input.sendTo,
    carrierIds: input.carrierIds,
    pickup: withCityId(db, input.pickup),
    delivery: withCityId(db, input.delivery),
    shipmentMode: input.shipmentMode,
    truckType: input.shipmentMode === 'ROAD' ? (input.truckType ?? null) : null,
    ftl: input.shipmentMode === 'ROAD' ? (input.ftl ?? false) : null,
    containerType: input.shipmentMode === 'SEA' ? (input.containerType ?? null) : null,
    commodityType: input.commodityType,
    readiness: input.readiness,
    description: input.description,
    incoterms: input.incoterms,
    goods: input.goods,
    documents: {
      packageList: input.uploadedFilesId.packageListId || null,
      certificateOfOrigin: input.uploadedFilesId.certificateOfOriginId || null,
      msdsCertificate: input.uploadedFilesId.msdsCertificateId || null,
    },
    notes: input.notes ?? '',
  });
  if (input.biddingClosesAt !== undefined) inquiry.biddingClosesAt = input.biddingClosesAt;
}

export const inquiryHandlers = [
  http.get(
    apiUrl(endpoints.inquiries.list),
    authedRead(['IMPORTER', 'ADMIN'], ({ request, auth, db, url }) => {
      const own =
        auth.role === 'ADMIN'
          ? db.inquiries
          : db.inquiries.filter((i) => i.organizationId === auth.organization.id);
      const rows = filterInquiries(db, own, url);
      const page = paginate(rows, url);
      return { ...page, content: page.content.map((i) => toSummary(db, i, languageOf(request))) };
    }),
  ),

  http.post(
    apiUrl(endpoints.inquiries.list),
    activeWrite(
      ['IMPORTER'],
      inquiryDraftSchema,
      ({ request, auth, body, db }) => {
        const inquiry = newDraft(db, auth);
        inquiry.draft = body;
        addEvent(inquiry, 'created', auth.user.id);
        db.inquiries.unshift(inquiry);
        return toDetail(db, inquiry, languageOf(request));
      },
      201,
    ),
  ),

  http.get(apiUrl(endpoints.inquiries.one(':id')), inquiryRead(undefined, toDetail)),

  http.put(
    apiUrl(endpoints.inquiries.one(':id')),
    handle(async ({ request, params }) => {
      const auth = authenticate(request, ['IMPORTER', 'ADMIN']);
      assertActive(request, auth);
      if (auth.role === 'ADMIN') {
        const input = await readBody(request, inquiryInputSchema);
        return HttpResponse.json(
          writeDb((db) => {
            const inquiry = find(request, db, params.id);
            applyInput(db, inquiry, input);
            addEvent(inquiry, 'updated', auth.user.id);
            touch(inquiry);
            return toDetail(db, inquiry, languageOf(request));
          }),
        );
      }
      const body = await readBody(request, inquiryDraftSchema);
      return HttpResponse.json(
        writeDb((db) => {
          const inquiry = find(request, db, params.id);
          if (inquiry.organizationId !== auth.organization.id) throw fail(request, 404, 'notFound');
          if (inquiry.status !== 'draft') throw fail(request, 409, 'alreadySent');
          inquiry.draft = body;
          recordDraftSave(inquiry, body.step, auth.user.id);
          touch(inquiry);
          return toDetail(db, inquiry, languageOf(request));
        }),
      );
    }),
  ),

  http.post(
    apiUrl(endpoints.inquiries.submit(':id')),
    activeWrite(['IMPORTER'], inquiryInputSchema, ({ request, params, auth, body: input, db }) => {
      const inquiry = find(request, db, params.id);
      if (inquiry.organizationId !== auth.organization.id) throw fail(request, 404, 'notFound');
      if (inquiry.status !== 'draft') throw fail(request, 409, 'alreadySent');
      applyInput(db, inquiry, input);
      inquiry.status = 'active';
      inquiry.draft = null;
      addEvent(inquiry, 'submitted', auth.user.id);
      touch(inquiry);
      return toDetail(db, inquiry, languageOf(request));
    }),
  ),

  http.get(apiUrl(endpoints.inquiries.activity(':id')), inquiryRead(undefined, toActivity)),

  http.put(
    apiUrl(endpoints.inquiries.status(':id')),
    authedWrite(['ADMIN'], statusUpdateSchema, ({ request, params, auth, body, db }) => {
      const inquiry = find(request, db, params.id);
      const from = inquiry.status;
      inquiry.status = body.status;
      inquiry.statusReason = body.reason?.trim() || null;
      if (body.status === 'approved' || body.status === 'awarded') inquiry.verified = true;
      if (['canceled', 'cancelled', 'rejected', 'archived'].includes(body.status))
        for (const bid of db.bids)
          if (bid.inquiryId === inquiry.id && bid.status === 'PENDING')
            setBidStatus(bid, 'CANCELED', auth.user.id);
      addEvent(
        inquiry,
        'status_changed',
        auth.user.id,
        `${from} → ${body.status}${inquiry.statusReason ? `: ${inquiry.statusReason}` : ''}`,
      );
      touch(inquiry);
      return toDetail(db, inquiry, languageOf(request));
    }),
  ),

  http.put(
    apiUrl(endpoints.inquiries.steps(':id')),
    activeWrite(
      ['LOGISTIC', 'ADMIN'],
      z.object({ step: z.enum(SHIPMENT_STEPS), done: z.boolean() }),
      ({ request, params, auth, body, db }) => {
        const inquiry = find(request, db, params.id);
        if (auth.role === 'LOGISTIC' && !wonBy(db, inquiry, auth.organization.id))
          throw fail(request, 403, 'notYourShipment');
        if (inquiry.status === 'completed') throw fail(request, 409, 'inquiryClosed');
        const step = inquiry.steps.find((s) => s.step === body.step);
        if (step) step.doneAt = body.done ? new Date().toISOString() : null;
        if (body.done) addEvent(inquiry, 'step_done', auth.user.id, body.step);
        const started = inquiry.steps.some((s) => s.step !== 'BID_ACCEPTED' && s.doneAt !== null);
        const delivered = inquiry.steps.some((s) => s.step === 'DELIVERED' && s.doneAt !== null);
        inquiry.status = delivered ? 'delivered' : started ? 'in_progress' : 'approved';
        const won = db.bids.find(
          (b) => b.inquiryId === inquiry.id && (b.status === 'APPROVED' || b.status === 'DELIVERED'),
        );
        if (won) setBidStatus(won, delivered ? 'DELIVERED' : 'APPROVED', auth.user.id);
        touch(inquiry);
        return toDetail(db, inquiry, languageOf(request));
      },
    ),
  ),

  http.post(
    apiUrl(endpoints.inquiries.confirmDelivery(':id')),
    activeWrite(['IMPORTER'], null, ({ request, params, auth, db }) => {
      const inquiry = find(request, db, params.id);
      if (inquiry.organizationId !== auth.organization.id) throw fail(request, 404, 'notFound');
      if (inquiry.status !== 'delivered') throw fail(request, 409, 'notDelivered');
      inquiry.status = 'completed';
      addEvent(inquiry, 'delivery_confirmed', auth.user.id);
      const won = db.bids.find((b) => b.inquiryId === inquiry.id && b.status === 'DELIVERED');
      if (won) setBidStatus(won, 'COMPLETED', auth.user.id);
      touch(inquiry);
      return toDetail(db, inquiry, languageOf(request));
    }),
  ),

  http.get(apiUrl(endpoints.bids.inquiry(':id')), inquiryRead(['LOGISTIC'], toDetail)),
];
