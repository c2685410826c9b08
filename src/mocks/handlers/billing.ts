import { http } from 'msw';
import { z } from 'zod/mini';
import { COMMISSION_RATE_PERCENT, commissionOf, DEMO_TEST_CARDS, PAYMENT_MAX_AMOUNT } from '@/config/billing';
import { endpoints } from '@/config/endpoints';
import { cardDigits, last4 } from '@/features/billing/card';
import { cardSchema, paymentStartSchema } from '@/features/billing/schemas';
import { nextId } from '../db/db';
import {
  balancesOf,
  bidCommission,
  chargeFor,
  newTransaction,
  SETTLED_STATUSES,
  settledLines,
  settledOf,
  wonBidsOf,
} from '../db/billing-ledger';
import type { BidRecord, DemoData, TransactionRecord } from '../db/models';
import { notifyOrganization } from '../notify';
import { activeWrite, apiUrl, type AuthContext, fail, readBody, authedRead, authedWrite } from '../http';
import { message } from '../messages';
import { paginate, withinDates } from '../paginate';
import { promoState } from './promo-codes';
import { countryNameIn } from '../db/places';

function billingItems(db: DemoData, organizationId: number) {
  const settled = settledLines(db, organizationId);
  return wonBidsOf(db, organizationId)
    .map((b) => {
      const inquiry = db.inquiries.find((i) => i.id === b.inquiryId);
      const wonAt = b.history.find((h) => h.status === 'APPROVED')?.at ?? b.updatedAt;
      const paid = settled.get(b.bidId);
      return {
        bidId: b.bidId,
        inquiryId: b.inquiryId,
        inquiryCode: inquiry?.inquiryCode ?? '',
        bidValue: b.value,
        currency: b.currency,
        commission: bidCommission(db, b, settled),
        commissionRatePercent: paid?.transaction.commissionRatePercent ?? COMMISSION_RATE_PERCENT,
        standardCommission: commissionOf(b.value),
        promoCode: paid?.transaction.promoCode ?? null,
        wonAt,
        paid: !!paid,
      };
    })
    .sort((a, b) => b.wonAt.localeCompare(a.wonAt));
}

const lastPaymentDate = (db: DemoData, organizationId: number) =>
  settledOf(db, organizationId).reduce<string | null>(
    (last, t) => (t.paymentDate && (!last || t.paymentDate > last) ? t.paymentDate : last),
    null,
  );

const unpaidBids = (db: DemoData, organizationId: number, currency: string) => {
  const settled = settledLines(db, organizationId);
  return wonBidsOf(db, organizationId).filter((b) => b.currency === currency && !settled.has(b.bidId));
};

function applyPromo(request: Request, db: DemoData, code: string, currency: string, bids: BidRecord[]) {
  const promo = db.promoCodes.find((p) => p.code.toUpperCase() === code.trim().toUpperCase());
  if (!promo) throw fail(request, 404, 'promoUnknown');
  const state = promoState(promo);
  if (state === 'expired') throw fail(request, 410, 'promoExpired');
  if (state === 'used_up') throw fail(request, 409, 'promoUsedUp');
  if (promo.kind === 'DISCOUNT' && promo.currency !== currency) throw fail(request, 422, 'promoCurrency');
  return { promo, charge: chargeFor(bids, promo) };
}

/** The money a payment moved, as both its own answer and its invoice show it. */
const moneyOf = (t: TransactionRecord) => ({
  amount: t.amount,
  commission: t.commission,
  discount: t.discount,
  commissionRatePercent: t.commissionRatePercent,
  currency: t.currency,
  promoCode: t.promoCode,
  status: t.status,
  cardLast4: t.cardLast4,
});

export function toTransactionDto(db: DemoData, t: TransactionRecord, request: Request) {
  return {
    id: t.id,
    organizationId: t.organizationId,
    organizationName: db.organizations.find((o) => o.id === t.organizationId)?.organizaName ?? '',
    ...moneyOf(t),
    paymentMethod: t.paymentMethod,
    description: t.description,
    failureReason: t.failureReason ? message(request, t.failureReason) : null,
    createdAt: t.createdAt,
    paymentDate: t.paymentDate,
    invoiceId: t.invoiceId,
  };
}

function ownTransaction(request: Request, db: DemoData, auth: AuthContext, id: unknown) {
  const t = db.transactions.find((x) => x.id === Number(id));
  if (!t || (auth.role !== 'ADMIN' && t.organizationId !== auth.organization.id))
    throw fail(request, 404, 'notFound');
  return t;
}

function toInvoiceDto(db: DemoData, invoiceId: number) {
  const invoice = db.invoices.find((i) => i.id === invoiceId);
  const t = invoice && db.transactions.find((x) => x.id === invoice.transactionId);
  const buyer = invoice && db.organizations.find((o) => o.id === invoice.organizationId);
  if (!invoice || !t || !buyer) return null;
  return {
    id: invoice.id,
    number: invoice.number,
    issuedAt: invoice.issuedAt,
    transactionId: t.id,
    ...moneyOf(t),
    seller: {
      name: 'YükBirja MMC',
      regNumber: '1000000001',
      address: 'Nizami küç. 10, Bakı AZ1000, Azərbaycan',
      email: 'billing@yukbirja.az',
    },
    buyer: {
      name: buyer.organizaName,
      regNumber: buyer.orgRegNumber,
      email: buyer.orgOfficialMail,
      country: countryNameIn(db, buyer.countryCode, 'az'),
    },
    lines: t.lines.map((line) => {
      const bid = db.bids.find((b) => b.bidId === line.bidId);
      const inquiryCode = db.inquiries.find((i) => i.id === bid?.inquiryId)?.inquiryCode ?? '';
      return {
        description: `${String(COMMISSION_RATE_PERCENT)}% × ${inquiryCode}`,
        bidValue: line.bidValue,
        commission: line.commission,
        charged: line.charged,
        inquiryCode,
      };
    }),
  };
}

export const billingHandlers = [
  http.get(
    apiUrl(endpoints.billing.summary),
    authedRead(['LOGISTIC'], ({ auth, db }) => ({
      commissionRatePercent: COMMISSION_RATE_PERCENT,
      balances: balancesOf(db, auth.organization.id),
      lastPaymentDate: lastPaymentDate(db, auth.organization.id),
      items: billingItems(db, auth.organization.id),
    })),
  ),

  http.post(
    apiUrl(endpoints.billing.checkPromo),
    authedRead(['LOGISTIC'], async ({ request, auth, db }) => {
      const body = await readBody(request, z.object({ code: z.string(), currency: z.string() }));
      const bids = unpaidBids(db, auth.organization.id, body.currency);
      if (bids.length === 0) throw fail(request, 409, 'nothingOwed');
      const { promo, charge } = applyPromo(request, db, body.code, body.currency, bids);
      return {
        code: promo.code,
        commission: charge.amount,
        currency: body.currency,
        before: charge.commission,
        discount: charge.discount,
        commissionRatePercent: charge.commissionRatePercent,
      };
    }),
  ),

  http.post(
    apiUrl(endpoints.billing.payments),
    activeWrite(
      ['LOGISTIC'],
      paymentStartSchema,
      ({ request, auth, body, db }) => {
        const bids = unpaidBids(db, auth.organization.id, body.currency);
        if (bids.length === 0) throw fail(request, 409, 'nothingOwed');
        const applied = body.promoCode ? applyPromo(request, db, body.promoCode, body.currency, bids) : null;
        const t = newTransaction({
          id: nextId(db.transactions, 9000),
          organizationId: auth.organization.id,
          currency: body.currency,
          createdAt: new Date().toISOString(),
          bids,
          codes: bids.map((b) => db.inquiries.find((i) => i.id === b.inquiryId)?.inquiryCode ?? ''),
          promo: applied?.promo ?? null,
        });
        if (t.amount > PAYMENT_MAX_AMOUNT) throw fail(request, 422, 'paymentTooLarge');
        db.transactions.push(t);
        return toTransactionDto(db, t, request);
      },
      201,
    ),
  ),

  http.get(
    apiUrl(endpoints.billing.payment(':id')),
    authedRead(['LOGISTIC', 'ADMIN'], ({ request, params, auth, db }) =>
      toTransactionDto(db, ownTransaction(request, db, auth, params.id), request),
    ),
  ),

  http.post(
    apiUrl(endpoints.billing.confirm(':id')),
    activeWrite(['LOGISTIC'], cardSchema, ({ request, params, auth, body: card, db }) => {
      const t = ownTransaction(request, db, auth, params.id);
      if (t.status !== 'pending') throw fail(request, 409, 'paymentNotPending');
      const settled = settledLines(db, t.organizationId);
      if (t.bidIds.some((bidId) => settled.has(bidId))) throw fail(request, 409, 'balanceChanged');
      const promo = t.promoCode ? db.promoCodes.find((p) => p.code === t.promoCode) : undefined;
      const promoNow = promo ? promoState(promo) : 'active';
      if (promoNow === 'expired') throw fail(request, 410, 'promoExpired');
      if (promoNow === 'used_up') throw fail(request, 409, 'promoUsedUp');
      const digits = cardDigits(card.cardNumber);
      t.cardLast4 = last4(digits);
      if (digits === DEMO_TEST_CARDS.succeeds) {
        const now = new Date().toISOString();
        t.status = 'succeeded';
        t.paymentDate = now;
        if (promo) promo.usedCount += 1;
        const id = nextId(db.invoices, 7000);
        db.invoices.push({
          id,
          number: `YB-${now.slice(0, 4)}-${String(id)}`,
          organizationId: t.organizationId,
          transactionId: t.id,
          issuedAt: now,
        });
        t.invoiceId = id;
      } else if (digits === DEMO_TEST_CARDS.uncaptured) {
        t.status = 'uncaptured';
        t.failureReason = 'paymentUncaptured';
      } else {
        t.status = 'failed';
        t.failureReason = digits === DEMO_TEST_CARDS.declined ? 'cardDeclined' : 'cardUnknown';
      }
      notifyOrganization(db, t.organizationId, 'PAYMENT_RESULT', {
        paymentStatus: t.status,
        value: t.amount,
        currency: t.currency,
      });
      return toTransactionDto(db, t, request);
    }),
  ),

  http.get(
    apiUrl(endpoints.billing.transactions),
    authedRead(['LOGISTIC', 'ADMIN'], ({ request, auth, db, url }) => {
      const q = url.searchParams;
      const status = q.get('status');
      const organizationId =
        auth.role === 'ADMIN' ? Number(q.get('organizationId')) || null : auth.organization.id;
      const rows = db.transactions
        .filter((t) => !organizationId || t.organizationId === organizationId)
        .filter((t) => !status || status === 'all' || t.status === status)
        .filter((t) => withinDates(t.paymentDate ?? t.createdAt, q))
        .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id)
        .map((t) => toTransactionDto(db, t, request));
      return paginate(rows, url);
    }),
  ),

  http.post(
    apiUrl(endpoints.billing.refund(':id')),
    authedWrite(['ADMIN'], null, ({ request, params, auth, db }) => {
      const t = ownTransaction(request, db, auth, params.id);
      if (!SETTLED_STATUSES.includes(t.status)) throw fail(request, 409, 'notRefundable');
      t.status = 'refunded';
      return toTransactionDto(db, t, request);
    }),
  ),

  http.get(
    apiUrl(endpoints.billing.balances),
    authedRead(['ADMIN'], ({ db }) =>
      db.organizations
        .filter((o) => o.organizationType === 'LOGISTIC')
        .map((o) => ({
          organizationId: o.id,
          organizationName: o.organizaName,
          balances: balancesOf(db, o.id),
          lastPaymentDate: lastPaymentDate(db, o.id),
        })),
    ),
  ),

  http.get(
    apiUrl(endpoints.billing.invoices),
    authedRead(['LOGISTIC'], ({ auth, db, url }) => {
      const rows = db.invoices
        .filter((i) => i.organizationId === auth.organization.id)
        .sort((a, b) => b.issuedAt.localeCompare(a.issuedAt))
        .flatMap((i) => toInvoiceDto(db, i.id) ?? []);
      return paginate(rows, url);
    }),
  ),

  http.get(
    apiUrl(endpoints.billing.invoice(':id')),
    authedRead(['LOGISTIC', 'ADMIN'], ({ request, params, auth, db }) => {
      const invoice = db.invoices.find((i) => i.id === Number(params.id));
      const dto = invoice && toInvoiceDto(db, invoice.id);
      if (!invoice || !dto || (auth.role !== 'ADMIN' && invoice.organizationId !== auth.organization.id))
        throw fail(request, 404, 'notFound');
      return dto;
    }),
  ),
];
