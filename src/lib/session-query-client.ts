import type { QueryClient } from '@tanstack/react-query';
import { createQueryClient } from './query-client';

let sessionClient: QueryClient | null = null;

export function sessionQueryClient() {
  return (sessionClient ??= createQueryClient());
}

export function adoptSessionQueryClient(client: QueryClient) {
  sessionClient = client;
}

export function releaseSessionQueryClient(client: QueryClient) {
  if (sessionClient === client) sessionClient = null;
}

/** Forgets whatever client there is (between tests: a late prefetch must not leak into the next one). */
export function forgetSessionQueryClient() {
  sessionClient = null;
}
