import { screen, waitFor, within } from '@testing-library/react';
import type * as Env from '@/config/env';
import { readDb, writeDb } from '@/mocks/db/db';
import { demoOrganization } from '../../../tests/utils/factories';
import { recordRequests } from '../../../tests/utils/record-requests';
import { renderApp } from '../../../tests/utils/render-app';

// The demo build's 'reset demo data' throws away everything done in the demo: it asks first.
vi.mock('@/config/env', async (importOriginal) => ({
  ...(await importOriginal<typeof Env>()),
  isDemoBackend: true,
}));

const resets = (requests: ReturnType<typeof recordRequests>) =>
  requests.filter((r) => r.method === 'POST' && r.path === '/api/demo/reset');

it('asks before resetting the demo data; No keeps everything, Yes resets', async () => {
  const { id } = demoOrganization('IMPORTER');
  const nameNow = () => readDb().organizations.find((o) => o.id === id)!.organizaName;
  writeDb((db) => void (db.organizations.find((o) => o.id === id)!.organizaName = 'Changed in the demo'));
  const requests = recordRequests();
  const { user } = renderApp({ url: '/', role: 'IMPORTER' });
  const button = await screen.findByRole('button', { name: 'Demo məlumatlarını sıfırla' });

  await user.click(button);
  let dialog = await screen.findByRole('alertdialog', { name: 'Demo məlumatları sıfırlansın?' });
  expect(dialog).toHaveTextContent('Bu geri qaytarılmır');
  // The safe answer has the focus: Enter on the opened dialog does not reset.
  expect(within(dialog).getByRole('button', { name: 'İmtina' })).toHaveFocus();
  await user.click(within(dialog).getByRole('button', { name: 'İmtina' }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  expect(resets(requests)).toHaveLength(0);
  expect(nameNow()).toBe('Changed in the demo');

  await user.click(button);
  dialog = await screen.findByRole('alertdialog', { name: 'Demo məlumatları sıfırlansın?' });
  await user.click(within(dialog).getByRole('button', { name: 'Bəli, sıfırla' }));
  await waitFor(() => expect(resets(requests)).toHaveLength(1));
  await waitFor(() => expect(nameNow()).not.toBe('Changed in the demo'));
  requests.stop();
});
