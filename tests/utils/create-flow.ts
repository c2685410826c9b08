import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { recordRequests } from './record-requests';
import { renderApp } from './render-app';

// The importer's create flow (/inquiries/new), reached and left the same way by the tests of its
// address pickers: to all carriers, then the pick-up address.

/** Opens the create flow as the importer, sends it to every carrier and stops at the pick-up address. */
export async function openPickupStep() {
  const view = renderApp({ url: '/inquiries/new', role: 'IMPORTER' });
  await screen.findByRole('heading', { level: 2, name: 'Hara göndərilsin' });
  await view.user.click(screen.getByRole('radio', { name: /Bütün daşıyıcılara/ }));
  await view.user.click(screen.getByRole('button', { name: 'Növbəti' }));
  await screen.findByRole('heading', { level: 2, name: 'Götürülmə ünvanı' });
  return view;
}

/**
 * Fills the rest of the pick-up address (country and city already chosen) and goes on to the
 * delivery step; returns the draft that Next saved, so the test can read the place it was sent.
 */
export async function finishPickupStep(user: UserEvent, requests: ReturnType<typeof recordRequests>) {
  await user.type(screen.getByLabelText('Ünvan və ya poçt indeksi'), 'Port, gate 3');
  await user.type(screen.getByLabelText('Götürülmə tarixi'), '2999-01-10');
  await user.click(screen.getByLabelText('Məkanın növü'));
  await user.click(await screen.findByRole('option', { name: 'Liman və ya hava limanı' }));
  await user.click(screen.getByRole('button', { name: 'Növbəti' }));
  await screen.findByRole('heading', { level: 2, name: 'Çatdırılma ünvanı' });
  requests.stop();
  return requests.filter((r) => r.method === 'PUT' && r.path.startsWith('/api/inquiries/')).at(-1);
}
