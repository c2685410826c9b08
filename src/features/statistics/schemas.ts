import { z } from 'zod/mini';
import { CURRENCIES, TRANSPORT_MODES } from '@/config/enums';
import { isKnown, listOrEmpty, maybe, openEnum } from '@/lib/lenient';
import { readRows } from '@/lib/page';

const GRANULARITIES = ['day', 'month'] as const;
const granularity = z.pipe(
  maybe(z.string()),
  z.transform((value) => (isKnown(GRANULARITIES, value) ? value : 'day')),
);

const series = <T extends z.ZodMiniType>(row: T, label: string) =>
  z.pipe(
    maybe(z.array(z.unknown())),
    z.transform((rows) => readRows(row, rows ?? [], `GET /statistics ${label}`).content),
  );

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
