import type { QueryClient } from '@tanstack/react-query';
import { createQueryClient } from './query-client';

let sessionClient: QueryClient | null = null;

/** The current session's client, made on first use. */
export function sessionQueryClient() {
  return (sessionClient ??= createQueryClient());
}

/** The query layer holds `client` for as long as it is mounted. */
export function adoptSessionQueryClient(client: QueryClient) {
  sessionClient = client;
}

/** The query layer is gone: the next loader or layer makes a new client. */
export function releaseSessionQueryClient(client: QueryClient) {
  if (sessionClient === client) sessionClient = null;
}

/** Forgets whatever client there is (between tests: a late prefetch must not leak into the next one). */
export function forgetSessionQueryClient() {
  sessionClient = null;
}
