import { commissionOf, COMMISSION_RATE_PERCENT } from '@/config/billing';
import { BID_TABS } from '@/config/enums';
import type { BidRecord, DemoData, PromoCodeRecord, TransactionLine, TransactionRecord } from './models';

export const WON_BID_STATUSES: readonly BidRecord['status'][] = ['APPROVED', 'DELIVERED', 'COMPLETED'];
export const LOST_BID_STATUSES: readonly BidRecord['status'][] = BID_TABS.lost;
/** Payments that took the money: they count as paid and settle their bids. */
export const SETTLED_STATUSES: readonly TransactionRecord['status'][] = ['succeeded', 'paid'];

export const roundMoney = (n: number) => Math.round(n * 100) / 100;
const sum = (values: number[]) => roundMoney(values.reduce((s, v) => s + v, 0));

export function chargeFor(
  bids: ReadonlyArray<Pick<BidRecord, 'bidId' | 'value'>>,
  promo: PromoCodeRecord | null,
) {
  const rate = promo?.kind === 'COMMISSION' ? promo.value : COMMISSION_RATE_PERCENT;
  const standard = bids.map((b) => commissionOf(b.value));
  const commission = sum(standard);
  let charged = bids.map((b) => commissionOf(b.value, rate));
  if (promo?.kind === 'DISCOUNT') {
    const target = roundMoney(Math.max(0, commission - promo.value));
    charged = standard.map((c) => (commission === 0 ? 0 : roundMoney((c * target) / commission)));
    // Stryker disable next-line ConditionalExpression,EqualityOperator: equivalent; with no lines the write lands on key '-1', unseen
    if (charged.length > 0) {
      const rest = sum(charged.slice(0, -1));
      charged[charged.length - 1] = roundMoney(target - rest);
    }
  }
  const amount = sum(charged);
  return {
    lines: bids.map((b, i) => ({
      bidId: b.bidId,
      bidValue: b.value,
      commission: standard[i]!,
      charged: charged[i]!,
    })),
    commissionRatePercent: rate,
    amount,
    commission,
    discount: roundMoney(commission - amount),
  };
}
export type Charge = ReturnType<typeof chargeFor>;

export const settledOf = (db: DemoData, organizationId: number) =>
  db.transactions.filter((t) => t.organizationId === organizationId && SETTLED_STATUSES.includes(t.status));

/** Each won bid a settled payment covers, with the line it was charged on and that payment. */
export function settledLines(db: DemoData, organizationId: number) {
  const byBid = new Map<number, { line: TransactionLine; transaction: TransactionRecord }>();
  for (const t of settledOf(db, organizationId))
    for (const line of t.lines) byBid.set(line.bidId, { line, transaction: t });
  return byBid;
}

/** The carrier's won bids, newest first. */
export const wonBidsOf = (db: DemoData, organizationId: number) =>
  db.bids.filter((b) => b.organizationId === organizationId && WON_BID_STATUSES.includes(b.status));

export function balancesOf(db: DemoData, organizationId: number) {
  const settled = settledLines(db, organizationId);
  const byCurrency = new Map<string, { owed: number; paid: number }>();
  const entry = (currency: string) => {
    const found = byCurrency.get(currency) ?? { owed: 0, paid: 0 };
    byCurrency.set(currency, found);
    return found;
  };
  for (const bid of wonBidsOf(db, organizationId))
    if (!settled.has(bid.bidId)) {
      const e = entry(bid.currency);
      e.owed = roundMoney(e.owed + commissionOf(bid.value));
    }
  for (const t of settledOf(db, organizationId)) {
    const e = entry(t.currency);
    e.paid = roundMoney(e.paid + t.amount);
  }
  return [...byCurrency.entries()].map(([currency, v]) => ({ currency, ...v }));
}

/** The platform's takings per currency: every carrier's `paid`, added up (the admin's home total). */
export function paidVolumeByCurrency(db: DemoData) {
  const totals = new Map<string, number>();
  for (const o of db.organizations.filter((x) => x.organizationType === 'LOGISTIC'))
    for (const b of balancesOf(db, o.id))
      totals.set(b.currency, roundMoney((totals.get(b.currency) ?? 0) + b.paid));
  return [...totals.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([currency, value]) => ({ currency, value }));
}

/** A won bid's commission as it stands: what its settled payment charged, else the standard commission owed. */
export function bidCommission(db: DemoData, bid: BidRecord, settled = settledLines(db, bid.organizationId)) {
  return settled.get(bid.bidId)?.line.charged ?? commissionOf(bid.value);
}

/** A card payment for these bids, pending until overrides say otherwise. */
export function newTransaction(
  payment: Pick<TransactionRecord, 'id' | 'organizationId' | 'currency' | 'createdAt'> & {
    bids: ReadonlyArray<Pick<BidRecord, 'bidId' | 'value'>>;
    codes: string[];
    promo: PromoCodeRecord | null;
  },
  overrides: Partial<TransactionRecord> = {},
): TransactionRecord {
  return {
    id: payment.id,
    organizationId: payment.organizationId,
    bidIds: payment.bids.map((b) => b.bidId),
    ...chargeFor(payment.bids, payment.promo),
    currency: payment.currency,
    status: 'pending',
    paymentMethod: 'CARD',
    cardLast4: null,
    description: `${String(COMMISSION_RATE_PERCENT)}% · ${payment.codes.join(', ')}`,
    failureReason: null,
    promoCode: payment.promo?.code ?? null,
    createdAt: payment.createdAt,
    paymentDate: null,
    invoiceId: null,
    ...overrides,
  };
}
