import { z } from 'zod/mini';
import { endpoints } from '@/config/endpoints';
import { endpointRead } from '@/lib/filtered-read';
import { authKeys } from './query-keys';

const outboxSchema = z.array(
  z.object({ to: z.string(), subject: z.string(), link: z.string(), sentAt: z.string() }),
);

/** Keyed by when the mail was asked for, so each request reads the outbox anew. */
export const { use: useDemoOutbox } = endpointRead(outboxSchema, endpoints.demo.outbox, authKeys.demoOutbox);
