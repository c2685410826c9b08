import { act, screen, waitFor } from '@testing-library/react';
import { recordRequests } from '@tests/utils/record-requests';
import { renderApp } from '@tests/utils/render-app';

// Each step of the create flow is a history entry: the browser's (or Android's) Back returns to the
// step before with what was typed, Forward comes back, and neither leaves the flow.

const stepHeading = (name: string) => screen.findByRole('heading', { level: 2, name });

it('Back returns to the previous step with its values, Forward returns, and the flow is never left', async () => {
  const requests = recordRequests();
  const { user, router } = renderApp({ url: '/inquiries/new', role: 'IMPORTER' });
  await stepHeading('Hara göndərilsin');
  // The flow names its first step in the address it opened with (the same entry).
  await waitFor(() => expect(router.state.location.search).toBe('?step=1'));
  await user.click(screen.getByRole('radio', { name: /Bütün daşıyıcılara/ }));
  await user.click(screen.getByRole('button', { name: 'Növbəti' }));
  await stepHeading('Götürülmə ünvanı');
  await waitFor(() => expect(router.state.location.search).toMatch(/^\?draft=\d+&step=2$/));
  await user.type(screen.getByLabelText('Ünvan və ya poçt indeksi'), 'Port, gate 3');

  await act(() => router.navigate(-1));
  await stepHeading('Hara göndərilsin');
  expect(router.state.location.pathname).toBe('/inquiries/new');
  await waitFor(() => expect(router.state.location.search).toMatch(/^\?draft=\d+&step=1$/));
  expect(screen.getByRole('radio', { name: /Bütün daşıyıcılara/ })).toBeChecked();

  await act(() => router.navigate(1));
  await stepHeading('Götürülmə ünvanı');
  expect(screen.getByLabelText('Ünvan və ya poçt indeksi')).toHaveValue('Port, gate 3');
  expect(router.state.location.search).toMatch(/^\?draft=\d+&step=2$/);

  await act(() => router.navigate(-1));
  await stepHeading('Hara göndərilsin');
  // Moving back and forth saves nothing: only Next's one save was sent.
  expect(requests.filter((r) => r.method !== 'GET' && r.path.startsWith('/api/inquiries'))).toHaveLength(1);
  requests.stop();
});
