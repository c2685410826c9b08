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
import { addEvent, findInquiry, ownInquiry, touch } from '../inquiry-events';
import { blankInquiry } from '../db/seed-inquiries';
import { carrierMayRead, wonBy } from '../inquiry-access';
import { toActivity, toDetail, toSummary } from '../inquiry-dto';
import { paginate } from '../paginate';
import { withCityId } from '../db/places';
import { setBidStatus } from '../bid-dto';

function recordDraftSave(inquiry: InquiryRecord, step: number, userId: number) {
  const id = `draft-${inquiry.id}-step-${step}`;
  const earlier = inquiry.activity.find((event) => event.id === id);
  if (earlier) Object.assign(earlier, { at: new Date().toISOString(), userId });
  else inquiry.activity.push({ id, type: 'draft_saved', at: new Date().toISOString(), userId, detail: null });
}

function assertCanRead(request: Request, db: DemoData, auth: AuthContext, inquiry: InquiryRecord) {
  if (auth.role === 'ADMIN') return;
  if (auth.role === 'IMPORTER' && inquiry.organizationId === auth.organization.id) return;
  if (auth.role === 'LOGISTIC' && carrierMayRead(db, inquiry, auth.organization.id)) return;
  throw fail(request, 404, 'notFound');
}

function inquiryRead(
  roles: AuthContext['role'][] | undefined,
  answer: (db: DemoData, inquiry: InquiryRecord, language: Language) => JsonBodyType,
) {
  return authedRead(roles, ({ request, params, auth, db }) => {
    const inquiry = findInquiry(request, db, params.id);
    assertCanRead(request, db, auth, inquiry);
    return answer(db, inquiry, languageOf(request));
  });
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

/** The importer's own inquiry while it is still a draft. */
function ownDraft(request: Request, db: DemoData, auth: AuthContext, id: unknown) {
  const inquiry = ownInquiry(request, db, auth.organization.id, id);
  if (inquiry.status !== 'draft') throw fail(request, 409, 'alreadySent');
  return inquiry;
}

export const inquiryHandlers = [
  http.get(
    apiUrl(endpoints.inquiries.list),
    authedRead(['IMPORTER', 'ADMIN'], ({ request, auth, db, url }) => {
      const own =
        auth.role === 'ADMIN'
          ? db.inquiries
          : db.inquiries.filter((i) => i.organizationId === auth.organization.id);
      return paginate(filterInquiries(db, own, url), url, (i) => toSummary(db, i, languageOf(request)));
    }),
  ),

  http.post(
    apiUrl(endpoints.inquiries.list),
    activeWrite(
      ['IMPORTER'],
      inquiryDraftSchema,
      ({ request, auth, body, db }) => {
        const id = nextId(db.inquiries);
        const blank = blankInquiry(id, auth.organization.id, auth.user.id, new Date().toISOString());
        const inquiry = { ...blank, draft: body, rev: 1 };
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
      const input = auth.role === 'ADMIN' ? await readBody(request, inquiryInputSchema) : null;
      const draft = input ? null : await readBody(request, inquiryDraftSchema);
      const answer = writeDb((db) => {
        const inquiry = input ? findInquiry(request, db, params.id) : ownDraft(request, db, auth, params.id);
        if (input) {
          applyInput(db, inquiry, input);
          addEvent(inquiry, 'updated', auth.user.id);
        } else if (draft) {
          inquiry.draft = draft;
          recordDraftSave(inquiry, draft.step, auth.user.id);
        }
        touch(inquiry);
        return toDetail(db, inquiry, languageOf(request));
      });
      return HttpResponse.json(answer);
    }),
  ),

  http.post(
    apiUrl(endpoints.inquiries.submit(':id')),
    activeWrite(['IMPORTER'], inquiryInputSchema, ({ request, params, auth, body: input, db }) => {
      const inquiry = ownDraft(request, db, auth, params.id);
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
      const inquiry = findInquiry(request, db, params.id);
      const from = inquiry.status;
      inquiry.status = body.status;
      inquiry.statusReason = body.reason?.trim() || null;
      if (body.status === 'approved' || body.status === 'awarded') inquiry.verified = true;
      if (['canceled', 'cancelled', 'rejected', 'archived'].includes(body.status))
        for (const bid of db.bids)
          if (bid.inquiryId === inquiry.id && bid.status === 'PENDING')
            setBidStatus(bid, 'CANCELED', auth.user.id);
      const reason = inquiry.statusReason ? `: ${inquiry.statusReason}` : '';
      addEvent(inquiry, 'status_changed', auth.user.id, `${from} → ${body.status}${reason}`);
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
        const inquiry = findInquiry(request, db, params.id);
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
      const inquiry = ownInquiry(request, db, auth.organization.id, params.id);
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
