import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@/mocks/node';
import { renderApp } from '@tests/utils/render-app';
import { answerLoosely, withUnknownFields } from '@tests/utils/spec-shapes';

// Mail is of our own design (docs/api.md 'Mail'), but a real backend will differ a little:
// a folder as a plain array, fields we never heard of, fields left out, a row we cannot read. The
// mailbox shows what it can, '—' for what is missing, and notes the rows it left out.

describe('mail with a backend that differs', () => {
  it('lists a folder sent as a plain array: unknown fields pass, missing ones read —, a row without an id is noted', async () => {
    const warned = answerLoosely(
      '*/api/mail',
      withUnknownFields([
        {
          id: 41,
          subject: 'Container slot in Poti',
          snippet: 'Can you confirm…',
          from: { organizationId: 4, organizationName: 'Xəzər Logistika MMC', userName: null },
          to: { organizationId: 1, organizationName: 'Demo İdxalçı' },
          sentAt: '2026-02-10T09:30:00Z',
          read: false,
          hasAttachments: true,
        },
        // Only the id: no subject, no sender, no date, and nothing that says it is unread.
        { id: 42 },
        { subject: 'No id, cannot be opened' },
      ]),
    );
    renderApp({ url: '/email/inbox', role: 'IMPORTER' });

    const rows = await screen.findAllByTestId('mail-row');
    expect(rows).toHaveLength(2);
    const [full, bare] = rows as [HTMLElement, HTMLElement];
    expect(full).toHaveAttribute('data-unread', 'true');
    expect(within(full).getByRole('link', { name: 'Oxunmamış: Container slot in Poti' })).toHaveAttribute(
      'href',
      '/email/detail/41',
    );
    expect(within(full).getByText('Xəzər Logistika MMC')).toBeInTheDocument();
    expect(within(full).getByText('Qoşma var')).toBeInTheDocument();

    // A message the server says little about still opens; it is not claimed unread.
    expect(bare).toHaveAttribute('data-unread', 'false');
    expect(within(bare).getByRole('link', { name: '—' })).toHaveAttribute('href', '/email/detail/42');
    const [party, , date] = within(bare).getAllByRole('cell');
    expect(party).toHaveTextContent(/^—$/);
    expect(date).toHaveTextContent(/^—$/);

    expect(screen.getByText('1 sətir göstərilə bilmədi')).toBeInTheDocument();
    expect(warned).toHaveBeenCalledWith(expect.stringContaining("field 'id'"));
    // A plain array is one page: no page buttons.
    expect(screen.queryByRole('button', { name: 'Səhifə 2' })).not.toBeInTheDocument();
  });

  it('opens a message with only an id and a subject: —, no reply for a folder it does not know', async () => {
    server.use(
      http.get('*/api/mail/77', () =>
        HttpResponse.json(withUnknownFields({ id: 77, subject: 'Bare message', folder: 'archive' })),
      ),
    );
    renderApp({ url: '/email/detail/77', role: 'IMPORTER' });

    await screen.findByRole('heading', { level: 1, name: 'Bare message' });
    const article = screen.getByRole('article');
    // Sender, recipient and date were not sent; neither was the body.
    expect(within(article).getAllByText('—').length).toBeGreaterThanOrEqual(4);
    expect(screen.queryByRole('link', { name: 'Cavabla' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Gələnlərə qayıt' })).toHaveAttribute('href', '/email/inbox');
  });
});
