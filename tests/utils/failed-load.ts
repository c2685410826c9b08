import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { OrganizationType } from '@/config/enums';
import { server } from '@/mocks/node';
import { renderApp } from './render-app';

// A screen whose load fails, then loads on 'Yenidən cəhd et': the error shown where the data would
// be, and the retry that brings the data back once the server answers again.

/**
 * Opens `url` as `role` with GET `endpoint` refused (400, `message`: a 4xx is not retried, so the
 * error shows at once), expects the alert saying `message`, runs `whileFailing`, then lets the demo
 * backend answer again and clicks 'Yenidən cəhd et'. Returns the rendered app.
 */
export async function retryFailedLoad({
  endpoint,
  message,
  url,
  role,
  whileFailing,
}: {
  endpoint: string;
  message: string;
  url: string;
  role: OrganizationType;
  whileFailing?: () => void;
}) {
  let failing = true;
  server.use(
    http.get(endpoint, () => (failing ? HttpResponse.json({ message }, { status: 400 }) : undefined)),
  );
  const view = renderApp({ url, role });
  expect(await screen.findByRole('alert')).toHaveTextContent(message);
  whileFailing?.();
  failing = false;
  await view.user.click(screen.getByRole('button', { name: 'Yenidən cəhd et' }));
  return view;
}

/** Opens `url` as `role` with GET `endpoint` refused (400, `message`): the alert says it, beside a retry. */
export async function expectFailedLoad({
  endpoint,
  message,
  url,
  role,
}: {
  endpoint: string;
  message: string;
  url: string;
  role: OrganizationType;
}) {
  server.use(http.get(endpoint, () => HttpResponse.json({ message }, { status: 400 })));
  renderApp({ url, role });
  expect(await screen.findByRole('alert')).toHaveTextContent(message);
  expect(screen.getByRole('button', { name: 'Yenidən cəhd et' })).toBeInTheDocument();
}
