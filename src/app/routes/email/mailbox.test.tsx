import { screen, waitFor, within } from '@testing-library/react';
import { readDb, writeDb } from '@/mocks/db/db';
import type { MailRecord } from '@/mocks/db/models';
import { demoOrganization, givenMail, organizationOf } from '@tests/utils/factories';
import { recordRequests, getParams } from '@tests/utils/record-requests';
import { renderApp } from '@tests/utils/render-app';
import { retryFailedLoad } from '@tests/utils/failed-load';

// The importer's mail folders (/email/inbox, /email/sent). Each test starts from the demo importer's
// mail built here, in place of the seed's: received, one unread (from Xəzər Logistika) and two read;
// sent, two.

let loadingSlot: MailRecord;

beforeEach(() => {
  const importer = demoOrganization('IMPORTER').id;
  const xezer = demoOrganization('LOGISTIC').id;
  const silkWay = organizationOf('aysel@silkwaycargo.az').id;
  const anadolu = organizationOf('mehmet@anadolunakliyat.com.tr').id;
  const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();
  const read = (days: number) => ({ sentAt: daysAgo(days), readAt: daysAgo(days) });
  writeDb((db) => {
    db.mails = db.mails.filter((m) => m.fromOrganizationId !== importer && m.toOrganizationId !== importer);
  });
  loadingSlot = givenMail({
    fromOrganizationId: xezer,
    subject: 'Loading slot in Istanbul',
    body: '<p>The truck can load on <b>Monday at 09:00</b>.</p>',
    sentAt: daysAgo(1),
  });
  givenMail({
    fromOrganizationId: importer,
    toOrganizationId: xezer,
    subject: 'Re: Loading slot in Istanbul',
    body: '<p>Confirmed, gate 4.</p>',
    replyToId: loadingSlot.id,
    ...read(0),
  });
  givenMail({
    fromOrganizationId: silkWay,
    subject: 'Rail departure from Shanghai',
    body: '<p>The block train leaves on the 14th.</p>',
    ...read(4),
  });
  givenMail({
    fromOrganizationId: anadolu,
    subject: 'Reefer availability for Mersin citrus',
    body: '<p>We have two reefer trailers free next week.</p>',
    ...read(6),
  });
  givenMail({
    fromOrganizationId: importer,
    toOrganizationId: silkWay,
    subject: 'Customs papers for INQ-24102',
    body: '<p>Please find the invoice and the packing list on the inquiry page.</p>',
    ...read(9),
  });
});

const listCalls = (requests: ReturnType<typeof recordRequests>) => getParams(requests, '/api/mail');

const rowOf = (subject: string) =>
  screen.getAllByTestId('mail-row').find((row) => within(row).queryByText(subject))!;

describe('mailbox', () => {
  it('lists the inbox, unread mail in bold with an unread marker, and asks for folder and page zero-based', async () => {
    const requests = recordRequests();
    renderApp({ url: '/email/inbox', role: 'IMPORTER' });

    await screen.findByRole('heading', { level: 1, name: 'E-poçt' });
    const rows = await screen.findAllByTestId('mail-row');
    expect(rows).toHaveLength(3);
    expect(screen.getByRole('columnheader', { name: 'Kimdən' })).toBeInTheDocument();

    const unread = rowOf('Loading slot in Istanbul');
    expect(unread).toHaveAttribute('data-unread', 'true');
    expect(within(unread).getByText('Loading slot in Istanbul')).toHaveClass('font-semibold');
    expect(within(unread).getByText('Xəzər Logistika MMC')).toBeInTheDocument();
    expect(within(unread).getByText('Elvin Həsənov')).toBeInTheDocument();
    // Screen readers hear it, and the whole row is one link to the message.
    const link = within(unread).getByRole('link', { name: 'Oxunmamış: Loading slot in Istanbul' });
    expect(link).toHaveAttribute('href', `/email/detail/${loadingSlot.id}`);

    const read = rowOf('Rail departure from Shanghai');
    expect(read).toHaveAttribute('data-unread', 'false');
    expect(within(read).getByText('Rail departure from Shanghai')).not.toHaveClass('font-semibold');
    expect(within(read).getByRole('link', { name: 'Rail departure from Shanghai' })).toBeInTheDocument();

    requests.stop();
    expect(listCalls(requests)[0]).toEqual({ folder: 'inbox', page: '0', size: '20' });
  });

  it('sends the URL page zero-based and a typed search, debounced, kept in the URL', async () => {
    const requests = recordRequests();
    const { user, router } = renderApp({ url: '/email/inbox?page=2', role: 'IMPORTER' });
    await waitFor(() => expect(listCalls(requests)[0]).toEqual({ folder: 'inbox', page: '1', size: '20' }));
    // Three messages fit on one page: a page past the end lands on the last page.
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() => expect(screen.getAllByTestId('mail-row')).toHaveLength(3));

    await user.type(screen.getByRole('searchbox', { name: 'Məktublarda axtar' }), 'reefer');
    await waitFor(() => expect(router.state.location.search).toBe('?search=reefer'));
    await waitFor(() => expect(screen.getAllByTestId('mail-row')).toHaveLength(1));
    expect(screen.getByTestId('mail-row')).toHaveTextContent('Reefer availability for Mersin citrus');
    requests.stop();
    const searches = listCalls(requests).filter((c) => c.search);
    // One request once typing paused, not one per letter; the page starts again at the first.
    expect(searches).toEqual([{ folder: 'inbox', page: '0', size: '20', search: 'reefer' }]);
  });

  it('says when a search finds nothing, and when a folder is empty', async () => {
    const { unmount } = renderApp({ url: '/email/inbox?search=nothing-like-this', role: 'IMPORTER' });
    expect(await screen.findByText('Heç bir nəticə tapılmadı')).toBeInTheDocument();
    unmount();
    writeDb((db) => {
      db.mails = db.mails.filter((m) => m.fromOrganizationId !== demoOrganization('IMPORTER').id);
    });
    renderApp({ url: '/email/sent', role: 'IMPORTER' });
    expect(await screen.findByText('Məktub yoxdur')).toBeInTheDocument();
  });

  it('switches to the sent folder by its tab link and lists what the organisation sent', async () => {
    const requests = recordRequests();
    const { user, router } = renderApp({ url: '/email/inbox', role: 'IMPORTER' });
    await screen.findAllByTestId('mail-row');
    const tabs = screen.getByRole('navigation', { name: 'Poçt qovluqları' });
    expect(within(tabs).getByRole('link', { name: /Gələnlər/ })).toHaveAttribute('aria-current', 'page');
    await user.click(within(tabs).getByRole('link', { name: 'Göndərilənlər' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/email/sent'));
    expect(await screen.findByRole('columnheader', { name: 'Kimə' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('Customs papers for INQ-24102')).toBeInTheDocument());
    const rows = screen.getAllByTestId('mail-row');
    expect(rows).toHaveLength(2);
    rows.forEach((row) => expect(row).toHaveAttribute('data-unread', 'false'));
    expect(within(rowOf('Customs papers for INQ-24102')).getByText('Silk Way Cargo')).toBeInTheDocument();
    requests.stop();
    expect(listCalls(requests).at(-1)).toEqual({ folder: 'sent', page: '0', size: '20' });
  });

  it('opening a message marks it read: the unread count is asked again and the sidebar badge drops', async () => {
    givenMail({ subject: 'Another unread one', sentAt: new Date(Date.now() - 2 * 86_400_000).toISOString() });
    const requests = recordRequests();
    const { user, router } = renderApp({ url: '/email/inbox', role: 'IMPORTER' });
    const badge = await screen.findByTestId('unread-mail-badge');
    expect(badge).toHaveTextContent('2');
    expect(within(badge).getByText('2 oxunmamış məktub')).toHaveClass('sr-only');
    const menu = screen.getByRole('navigation', { name: 'Əsas menyu' });
    expect(within(menu).getByRole('link', { name: 'E-poçt 2 oxunmamış məktub' })).toContainElement(badge);
    const unreadCalls = () => requests.filter((r) => r.path === '/api/mail/unread-count').length;
    const before = unreadCalls();

    await user.click(await screen.findByRole('link', { name: 'Oxunmamış: Loading slot in Istanbul' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/email/detail/${loadingSlot.id}`));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Loading slot in Istanbul' }),
    ).toBeInTheDocument();

    await waitFor(() => expect(screen.getByTestId('unread-mail-badge')).toHaveTextContent('1'));
    expect(unreadCalls()).toBeGreaterThan(before);
    expect(readDb().mails.find((m) => m.id === loadingSlot.id)!.readAt).not.toBeNull();

    // Back in the inbox the message is no longer bold.
    await user.click(screen.getByRole('link', { name: 'Gələnlərə qayıt' }));
    await waitFor(() => expect(rowOf('Loading slot in Istanbul')).toHaveAttribute('data-unread', 'false'));
    requests.stop();
  });

  it('hides the badge when nothing is unread and shows no badge to the admin', async () => {
    writeDb((db) => db.mails.forEach((m) => (m.readAt ??= new Date().toISOString())));
    const requests = recordRequests();
    const { unmount } = renderApp({ url: '/email/inbox', role: 'IMPORTER' });
    await screen.findAllByTestId('mail-row');
    await waitFor(() => expect(requests.some((r) => r.path === '/api/mail/unread-count')).toBe(true));
    expect(screen.queryByTestId('unread-mail-badge')).not.toBeInTheDocument();
    unmount();
    requests.length = 0;
    renderApp({ url: '/', role: 'ADMIN' });
    expect(await screen.findByRole('navigation', { name: 'Əsas menyu' })).toBeInTheDocument();
    expect(requests.some((r) => r.path === '/api/mail/unread-count')).toBe(false);
    requests.stop();
  });

  it('shows a failed list as an error with a retry that loads it', async () => {
    // A 400, not a 404: a 404 from a designed endpoint means 'this server has no mail'
    // (lib/server-features).
    await retryFailedLoad({
      endpoint: '*/api/mail',
      message: 'Poçt serveri cavab vermir',
      url: '/email/inbox',
      role: 'IMPORTER',
    });
    expect(await screen.findAllByTestId('mail-row')).toHaveLength(3);
  });
});
