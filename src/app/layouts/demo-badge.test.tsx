import { screen, waitFor, within } from '@testing-library/react';
import type * as Env from '@/config/env';
import { readDb, writeDb } from '@/mocks/db/db';
import { demoOrganization } from '@tests/utils/factories';
import { recordRequests } from '@tests/utils/record-requests';
import { renderApp } from '@tests/utils/render-app';

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

it("folds the demo's controls into a menu: Escape and a click elsewhere close it, the focus comes back", async () => {
  const { user } = renderApp({ url: '/', role: 'IMPORTER' });
  const menu = await screen.findByRole('button', { name: 'Demo rejimi menyusu' });
  expect(menu).toHaveAttribute('aria-expanded', 'false');
  const panel = document.getElementById(menu.getAttribute('aria-controls')!)!;
  expect(panel).not.toBeVisible();

  // By keyboard: Enter opens, Tab goes into the panel, Escape closes and gives the focus back.
  menu.focus();
  await user.keyboard('{Enter}');
  expect(menu).toHaveAttribute('aria-expanded', 'true');
  expect(panel).toBeVisible();
  expect(panel).toHaveTextContent('Demo rejimi');
  await user.tab();
  expect(within(panel).getByRole('button', { name: 'Demo məlumatlarını sıfırla' })).toHaveFocus();
  await user.keyboard('{Escape}');
  expect(menu).toHaveAttribute('aria-expanded', 'false');
  expect(panel).not.toBeVisible();
  expect(menu).toHaveFocus();

  await user.click(menu);
  expect(panel).toBeVisible();
  await user.click(screen.getByRole('main'));
  expect(menu).toHaveAttribute('aria-expanded', 'false');

  // The reset asks in a dialog; the menu waits under it, and No gives the focus back to its item.
  await user.click(menu);
  const reset = within(panel).getByRole('button', { name: 'Demo məlumatlarını sıfırla' });
  await user.click(reset);
  const dialog = await screen.findByRole('alertdialog', { name: 'Demo məlumatları sıfırlansın?' });
  await user.click(within(dialog).getByRole('button', { name: 'İmtina' }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  expect(panel).toBeVisible();
  await waitFor(() => expect(reset).toHaveFocus());
});
