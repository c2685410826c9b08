import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { server } from '@/mocks/node';
import { answerGate } from '@tests/utils/answer-gate';
import { demoOrganization, givenAttachment, givenMail, organizationOf } from '@tests/utils/factories';
import { recordRequests } from '@tests/utils/record-requests';
import { renderApp } from '@tests/utils/render-app';

// One message (/email/detail/{id}), as the demo importer reads it. Each test builds its mail: by
// default one from Xəzər Logistika (Elvin Həsənov, the demo carrier) to the demo importer.

const loadingSlot = {
  subject: 'Loading slot in Istanbul',
  body: '<p>Salam!</p><p>The truck can load on <b>Monday at 09:00</b>. Please confirm the warehouse address.</p>',
};

declare global {
  interface Window {
    __xss?: number;
  }
}

afterEach(() => {
  delete window.__xss;
});

describe('mail detail', () => {
  it('renders a hostile body with no image, no script and a link without href, and runs nothing', async () => {
    const mail = givenMail({
      body:
        '<p>Salam, sənədlər əlavədədir.</p><img src=x onerror="window.__xss=1">' +
        '<script>window.__xss=2</script><a href="javascript:window.__xss=3">x</a>' +
        '<a href="https://example.com/rates">tariflər</a>',
    });
    const { user } = renderApp({ url: `/email/detail/${mail.id}`, role: 'IMPORTER' });
    expect(await screen.findByText('Salam, sənədlər əlavədədir.')).toBeInTheDocument();
    const body = screen.getByTestId('mail-body');

    expect(body.querySelector('img')).toBeNull();
    expect(body.querySelector('script')).toBeNull();
    expect(document.querySelector('[onerror]')).toBeNull();
    const hostile = within(body).getByText('x');
    expect(hostile.tagName).toBe('A');
    expect(hostile).not.toHaveAttribute('href');
    // A safe link stays a link, opened apart from the app.
    expect(within(body).getByRole('link', { name: 'tariflər' })).toHaveAttribute(
      'href',
      'https://example.com/rates',
    );
    expect(within(body).getByRole('link', { name: 'tariflər' })).toHaveAttribute(
      'rel',
      'noopener noreferrer nofollow',
    );

    expect(document.querySelector('a[href^="javascript:" i]')).toBeNull();
    await user.click(hostile);
    expect(window.__xss).toBeUndefined();
  });

  it('shows subject, sender, recipient, date and attachments, downloads a file by id and offers a reply', async () => {
    const scan = givenAttachment({ name: 'cmr-scan.pdf', size: 2048, dataBase64: btoa('%PDF-1.4 cmr') });
    const mail = givenMail({ ...loadingSlot, attachmentIds: [scan.id] });
    const blobStream = 'stream' in Blob.prototype;
    // jsdom's Blob has no stream(), which msw needs to hand a blob answer to XMLHttpRequest.
    if (!blobStream)
      Blob.prototype.stream = function (this: Blob) {
        return new ReadableStream({
          start: async (controller) => {
            controller.enqueue(new Uint8Array(await this.arrayBuffer()));
            controller.close();
          },
        });
      };
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:cmr'), revokeObjectURL: vi.fn() });
    const saved: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      if (this.download) saved.push(this.download);
    });
    const requests = recordRequests();
    try {
      const { user } = renderApp({ url: `/email/detail/${mail.id}`, role: 'IMPORTER' });
      const heading = await screen.findByRole('heading', { level: 1, name: 'Loading slot in Istanbul' });
      const article = heading.closest('article')!;
      expect(within(article).getByText('Kimdən').nextElementSibling).toHaveTextContent(
        'Xəzər Logistika MMC · Elvin Həsənov',
      );
      expect(within(article).getByText('Kimə').nextElementSibling).toHaveTextContent('Bakı Ticarət MMC');
      expect(within(article).getByText('Tarix').nextElementSibling?.textContent).toMatch(
        /^\d{2}-\d{2}-\d{4} \d{2}:\d{2}$/,
      );
      expect(within(article).getByText('Monday at 09:00')).toBeInTheDocument();
      expect(within(article).getByRole('heading', { name: 'Qoşmalar (1)' })).toBeInTheDocument();
      expect(within(article).getByText('cmr-scan.pdf')).toBeInTheDocument();
      expect(within(article).getByText('2,00 KB')).toBeInTheDocument();

      await user.click(within(article).getByRole('button', { name: 'cmr-scan.pdf faylını yüklə' }));
      await waitFor(() => expect(saved).toEqual(['cmr-scan.pdf']));
      expect(requests.map((r) => `${r.method} ${r.path}`)).toContain(
        `GET /api/attachments/download/${scan.id}`,
      );

      expect(within(article).getByRole('link', { name: 'Cavabla' })).toHaveAttribute(
        'href',
        `/email/create-email/${mail.id}`,
      );
      expect(screen.getByRole('link', { name: 'Gələnlərə qayıt' })).toHaveAttribute('href', '/email/inbox');
    } finally {
      requests.stop();
      click.mockRestore();
      if (!blobStream) delete (Blob.prototype as Partial<Blob>).stream;
    }
  });

  it('shows a sent message with no reply, a way back to sent and a link to the message it answers', async () => {
    const original = givenMail(loadingSlot);
    const importer = demoOrganization('IMPORTER');
    const answer = givenMail({
      fromOrganizationId: importer.id,
      toOrganizationId: original.fromOrganizationId,
      subject: 'Re: Loading slot in Istanbul',
      body: '<p>Confirmed, gate 4.</p>',
      replyToId: original.id,
    });
    renderApp({ url: `/email/detail/${answer.id}`, role: 'IMPORTER' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Re: Loading slot in Istanbul' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Cavabla' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Göndərilənlərə qayıt' })).toHaveAttribute('href', '/email/sent');
    expect(screen.getByRole('link', { name: 'Əvvəlki məktubu aç' })).toHaveAttribute(
      'href',
      `/email/detail/${original.id}`,
    );
  });

  it('is named by a heading while the message is on its way, then by the subject alone', async () => {
    const mail = givenMail(loadingSlot);
    const gate = answerGate();
    server.use(
      http.get(`*/api/mail/${mail.id}`, async () => {
        await gate.opened;
        return undefined;
      }),
    );
    renderApp({ url: `/email/detail/${mail.id}`, role: 'IMPORTER' });
    await screen.findByRole('heading', { level: 1, name: 'Məktub' });
    await gate.openWhenWaiting();
    await screen.findByRole('heading', { level: 1, name: loadingSlot.subject });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it("says a message that does not exist, or is another organisation's, was not found", async () => {
    const { unmount } = renderApp({ url: '/email/detail/999', role: 'IMPORTER' });
    expect(await screen.findByText('Məktub tapılmadı')).toBeInTheDocument();
    unmount();
    // Between two other organisations: the demo carrier's and another importer's.
    const theirs = givenMail({ toOrganizationId: organizationOf('kamran@genceaqro.az').id });
    renderApp({ url: `/email/detail/${theirs.id}`, role: 'IMPORTER' });
    expect(await screen.findByText('Məktub tapılmadı')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Gələnlərə qayıt' })).toBeInTheDocument();
  });
});
