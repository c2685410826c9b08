import { z } from 'zod/mini';
import { CURRENCIES, TRANSPORT_MODES } from '@/config/enums';
import { isKnown, listOrEmpty, maybe, openEnum } from '@/lib/lenient';
import { readRows } from '@/lib/page';

// GET /statistics?startDate&endDate: the figures of the caller's role. Periods are days for ranges up
// to 31 days, months beyond (`granularity`); `period` is the period's first day, yyyy-MM-dd.
//
// Read leniently (lib/lenient.ts), so no chart falls over on a backend that differs a little:
// only `role` is required (it picks the screen). A series the server left out reads as empty (its
// card says it has nothing to show); a row of a series that cannot be read is left out of the chart;
// a total it left out shows '—'; a currency, mode or status the app does not know shows its raw code.

const GRANULARITIES = ['day', 'month'] as const;
/** Without a granularity the app knows, periods are labelled as days (the first day of each period). */
const granularity = z.pipe(
  maybe(z.string()),
  z.transform((value) => (isKnown(GRANULARITIES, value) ? value : 'day')),
);

/** A series: absent or null reads as empty; its rows are read one by one, the unreadable ones left out. */
const series = <T extends z.ZodMiniType>(row: T, label: string) =>
  z.pipe(
    maybe(z.array(z.unknown())),
    z.transform((rows) => readRows(row, rows ?? [], `GET /statistics ${label}`).content),
  );

/** A totals object whose figures may each be missing; absent as a whole reads as all missing. */
const totals = <S extends Record<string, z.ZodMiniType>>(shape: S) => {
  const schema = z.object(shape);
  return z.pipe(
    maybe(schema),
    z.transform((value): z.infer<typeof schema> => value ?? ({} as z.infer<typeof schema>)),
  );
};

const period = z.string();
const currency = openEnum(CURRENCIES);
const money = z.object({ currency, value: z.number() });

export const importerStatisticsSchema = z.object({
  role: z.literal('IMPORTER'),
  granularity,
  /** Inquiries created per period, by status (a status the app does not know is charted by its code). */
  inquiriesByStatus: series(
    z.object({ period, counts: z.record(z.string(), z.number()) }),
    'inquiriesByStatus',
  ),
  bidsPerInquiry: series(
    z.object({ inquiryId: maybe(z.number()), inquiryCode: z.string(), bids: z.number() }),
    'bidsPerInquiry',
  ),
  /** Average and best price per mode and lane, in each currency (never mixed). */
  priceByLane: series(
    z.object({
      mode: maybe(openEnum(TRANSPORT_MODES)),
      lane: z.string(),
      currency,
      average: z.number(),
      best: z.number(),
      bids: z.number(),
    }),
    'priceByLane',
  ),
});

export const carrierStatisticsSchema = z.object({
  role: z.literal('LOGISTIC'),
  granularity,
  bids: series(z.object({ period, placed: z.number(), won: z.number(), lost: z.number() }), 'bids'),
  totals: totals({
    placed: maybe(z.number()),
    won: maybe(z.number()),
    lost: maybe(z.number()),
    winRatePercent: maybe(z.number()),
  }),
  /** Won bids' value (revenue) and the platform's commission on them, per period and currency. */
  revenue: series(z.object({ period, currency, revenue: z.number(), commission: z.number() }), 'revenue'),
});

export const adminStatisticsSchema = z.object({
  role: z.literal('ADMIN'),
  granularity,
  activity: series(
    z.object({ period, organizations: z.number(), inquiries: z.number(), bids: z.number() }),
    'activity',
  ),
  /** Settled payments per period and currency. */
  payments: series(z.object({ period, currency, volume: z.number() }), 'payments'),
  topLanes: series(z.object({ lane: z.string(), inquiries: z.number(), bids: z.number() }), 'topLanes'),
  totals: totals({
    organizations: maybe(z.number()),
    inquiries: maybe(z.number()),
    bids: maybe(z.number()),
    payments: listOrEmpty(money),
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
export type { StatisticsRequest as StatisticsQuery } from './statistics-url-state';
