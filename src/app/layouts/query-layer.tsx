import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { Outlet } from 'react-router-dom';
import { createQueryClient } from '@/lib/query-client';

/**
 * The server cache, around the screens that read the server. It is a lazy route of its own so the
 * sign-in page, which only posts one form, loads without TanStack Query (the /login budget,
 * docs/decisions.md). Made per mount: each signed-in session starts with an empty cache and leaves
 * nothing behind for the next person at the same desk.
 */
export function QueryLayer() {
  const [client] = useState(createQueryClient);
  return (
    <QueryClientProvider client={client}>
      <Outlet />
    </QueryClientProvider>
  );
}
