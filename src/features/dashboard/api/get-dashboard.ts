import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { endpoints } from '@/config/endpoints';
import { ORGANIZATION_TYPES, TRANSPORT_MODES } from '@/config/enums';
import { apiRequest } from '@/lib/api-client';

export const dashboardSchema = z.object({
  role: z.enum(ORGANIZATION_TYPES),
  figures: z.array(
    z.object({
      key: z.string(),
      value: z.number(),
      format: z.enum(['count', 'money', 'percent']),
      currency: z.optional(z.string()),
    }),
  ),
  recent: z.array(
    z.object({
      id: z.number(),
      inquiryCode: z.string(),
      from: z.string(),
      to: z.string(),
      shipmentMode: z.enum(TRANSPORT_MODES),
      status: z.string(),
      createdAt: z.string(),
      bidCount: z.number(),
    }),
  ),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

export const getDashboard = () => apiRequest(dashboardSchema, { method: 'GET', url: endpoints.dashboard });

export const getDashboardQueryOptions = () =>
  queryOptions({ queryKey: ['dashboard'], queryFn: getDashboard });

export const useDashboard = () => useQuery(getDashboardQueryOptions());
