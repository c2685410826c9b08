import { z } from 'zod/mini';
import { endpoints } from '@/config/endpoints';
import { ORGANIZATION_TYPES, TRANSPORT_MODES } from '@/config/enums';
import { endpointRead } from '@/lib/filtered-read';
import { listOrEmpty, maybe, openEnum, recognisable } from '@/lib/lenient';
import { emptyPage, pageSchema } from '@/lib/page';
import { dashboardKeys } from './query-keys';

// Read leniently: a figure needs only its key (a missing value shows '—'), and an odd recent inquiry
// is left out and counted, so home never falls over on what it cannot read.

export const FIGURE_FORMATS = ['count', 'money', 'percent'] as const;

const figureSchema = z.object({
  key: z.string(),
  value: maybe(z.number()),
  format: maybe(openEnum(FIGURE_FORMATS)),
  currency: maybe(z.string()),
});

const recentSchema = z.object({
  id: z.number(),
  inquiryCode: maybe(z.string()),
  from: maybe(z.string()),
  to: maybe(z.string()),
  shipmentMode: maybe(openEnum(TRANSPORT_MODES)),
  status: maybe(z.string()),
  createdAt: maybe(z.string()),
  bidCount: maybe(z.number()),
});
type RecentRow = z.infer<typeof recentSchema>;

export const dashboardSchema = recognisable(
  z.object({
    role: maybe(openEnum(ORGANIZATION_TYPES)),
    figures: listOrEmpty(figureSchema),
    recent: z.pipe(
      maybe(pageSchema(recentSchema, 'GET /dashboard recent')),
      z.transform((page) => page ?? emptyPage<RecentRow>()),
    ),
  }),
);
export type Dashboard = z.infer<typeof dashboardSchema>;

const dashboard = endpointRead(dashboardSchema, endpoints.dashboard, dashboardKeys.summary);
export const getDashboardQueryOptions = dashboard.options;
export const useDashboard = dashboard.use;
