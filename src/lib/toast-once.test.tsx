import { screen, waitFor } from '@testing-library/react';
import { renderApp } from '@tests/utils/render-app';
import { notify } from './toast';

// One toast per action: the same message raised again while it is up is the one toast, not a second.

it('shows one toast when an action is done twice in a row (copying an inquiry’s code)', async () => {
  const { user } = renderApp({ url: '/details/101', role: 'IMPORTER' });
  const copy = await screen.findByRole('button', { name: 'Id-ni kopyala' });
  await user.click(copy);
  expect(await screen.findByText('Id kopyalandı')).toBeInTheDocument();
  await user.click(copy);
  await waitFor(() => expect(navigator.clipboard.readText()).resolves.toMatch(/^INQ-/));
  expect(screen.getAllByText('Id kopyalandı')).toHaveLength(1);
});

it('still shows different messages, and the same words of another kind, each once', async () => {
  renderApp({ url: '/login' });
  await screen.findByRole('button', { name: 'Daxil ol' });
  notify.success('Saxlanıldı');
  notify.success('Saxlanıldı');
  notify.error('Saxlanıldı');
  notify.success('Göndərildi');
  await waitFor(() => expect(screen.getAllByText('Saxlanıldı')).toHaveLength(2));
  expect(screen.getAllByText('Göndərildi')).toHaveLength(1);
});
