import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { endpoints } from '@/config/endpoints';
import { apiRequest } from '@/lib/api-client';
import { authKeys } from './query-keys';

const outboxSchema = z.array(
  z.object({ to: z.string(), subject: z.string(), link: z.string(), sentAt: z.string() }),
);

export const getDemoOutbox = () => apiRequest(outboxSchema, { method: 'GET', url: endpoints.demo.outbox });

export const getDemoOutboxQueryOptions = (requestedAt: number) =>
  queryOptions({ queryKey: authKeys.demoOutbox(requestedAt), queryFn: getDemoOutbox });

export const useDemoOutbox = (requestedAt: number) => useQuery(getDemoOutboxQueryOptions(requestedAt));
