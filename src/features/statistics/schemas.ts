import { z } from 'zod/mini';
import { CURRENCIES, STATUSES, TRANSPORT_MODES } from '@/config/enums';

// GET /statistics?startDate&endDate: the figures of the caller's role. Periods are days for ranges up
// to 31 days, months beyond (`granularity`); `period` is the period's first day, yyyy-MM-dd.

const period = z.string();
const money = z.object({ currency: z.enum(CURRENCIES), value: z.number() });

export const importerStatisticsSchema = z.object({
  role: z.literal('IMPORTER'),
  granularity: z.enum(['day', 'month']),
  /** Inquiries created per period, by status. */
  inquiriesByStatus: z.array(z.object({ period, counts: z.partialRecord(z.enum(STATUSES), z.number()) })),
  bidsPerInquiry: z.array(z.object({ inquiryId: z.number(), inquiryCode: z.string(), bids: z.number() })),
  /** Average and best price per mode and lane, in each currency (never mixed). */
  priceByLane: z.array(
    z.object({
      mode: z.enum(TRANSPORT_MODES),
      lane: z.string(),
      currency: z.enum(CURRENCIES),
      average: z.number(),
      best: z.number(),
      bids: z.number(),
    }),
  ),
});

export const carrierStatisticsSchema = z.object({
  role: z.literal('LOGISTIC'),
  granularity: z.enum(['day', 'month']),
  bids: z.array(z.object({ period, placed: z.number(), won: z.number(), lost: z.number() })),
  totals: z.object({ placed: z.number(), won: z.number(), lost: z.number(), winRatePercent: z.number() }),
  /** Won bids' value (revenue) and the platform's commission on them, per period and currency. */
  revenue: z.array(
    z.object({ period, currency: z.enum(CURRENCIES), revenue: z.number(), commission: z.number() }),
  ),
});

export const adminStatisticsSchema = z.object({
  role: z.literal('ADMIN'),
  granularity: z.enum(['day', 'month']),
  activity: z.array(z.object({ period, organizations: z.number(), inquiries: z.number(), bids: z.number() })),
  /** Settled payments per period and currency. */
  payments: z.array(z.object({ period, currency: z.enum(CURRENCIES), volume: z.number() })),
  topLanes: z.array(z.object({ lane: z.string(), inquiries: z.number(), bids: z.number() })),
  totals: z.object({
    organizations: z.number(),
    inquiries: z.number(),
    bids: z.number(),
    payments: z.array(money),
  }),
});

export const statisticsSchema = z.discriminatedUnion('role', [
  importerStatisticsSchema,
  carrierStatisticsSchema,
  adminStatisticsSchema,
]);
export type Statistics = z.infer<typeof statisticsSchema>;
export type ImporterStatistics = z.infer<typeof importerStatisticsSchema>;
export type CarrierStatistics = z.infer<typeof carrierStatisticsSchema>;
export type AdminStatistics = z.infer<typeof adminStatisticsSchema>;
export type StatisticsQuery = { startDate: string | null; endDate: string | null };
