import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import toast from 'react-hot-toast';
import { i18n } from '@/lib/i18n';
import { readDb } from '@/mocks/db/db';
import { server } from '@/mocks/node';
import { demoOrganization, demoUser, givenMail } from '@tests/utils/factories';
import { recordRequests } from '@tests/utils/record-requests';
import { renderApp } from '@tests/utils/render-app';

// Writing mail (/email/create-email/new) and answering it (/email/create-email/{id}) as the demo
// importer. Xəzər Logistika (the demo carrier's organisation) bids on its inquiries, so it is a contact.

beforeEach(() => toast.remove());

/** Where the compose screen keeps what the demo importer typed: per user, per screen ('new' or a mail's id). */
const draftKey = (composeId: number | 'new') => `yukbirja-mail-draft:${demoUser('IMPORTER').id}:${composeId}`;

/** Xəzər Logistika's mail to the demo importer that the answering tests answer. */
const loadingSlot = () =>
  givenMail({
    subject: 'Loading slot in Istanbul',
    body: '<p>Salam!</p><p>The truck can load on <b>Monday at 09:00</b>. Please confirm the warehouse address.</p>',
  });
const posts = (requests: ReturnType<typeof recordRequests>) =>
  requests.filter((r) => r.method === 'POST' && r.path === '/api/mail');

async function chooseRecipient(user: ReturnType<typeof renderApp>['user'], name: RegExp) {
  await user.click(screen.getByRole('combobox', { name: 'Kimə' }));
  await user.click(await screen.findByRole('option', { name }));
}

/** Opens a new mail to Xəzər Logistika with a subject, a text and an invoice PDF on its way up. */
async function writeToXezerWithInvoice(subject: string, text: string) {
  const app = renderApp({ url: '/email/create-email/new', role: 'IMPORTER' });
  await screen.findByRole('heading', { level: 1, name: 'Yeni məktub' });
  await chooseRecipient(app.user, /^Xəzər Logistika MMC · Daşıyıcı$/);
  await app.user.type(screen.getByLabelText('Mövzu'), subject);
  await app.user.type(screen.getByLabelText('Məktubun mətni'), text);
  await app.user.upload(
    screen.getByLabelText('Fayl əlavə et'),
    new File(['%PDF-1.4 invoice'], 'invoice.pdf', { type: 'application/pdf' }),
  );
  return app;
}

describe('compose', () => {
  it.each([
    ['az', 'Yeni məktub', 'Fayl əlavə et', /ən çoxu 10,00 MB,/],
    ['en', 'New message', 'Attach files', /up to 10\.00 MB each/],
  ])('gives the attachment size limit in %s as its numbers read', async (language, title, attach, size) => {
    if (language !== 'az') await i18n.changeLanguage(language);
    renderApp({ url: '/email/create-email/new', role: 'IMPORTER' });
    await screen.findByRole('heading', { level: 1, name: title });
    expect(screen.getByLabelText(attach)).toHaveAccessibleDescription(size);
  });

  it('asks for a recipient, a subject and a text before sending anything', async () => {
    const requests = recordRequests();
    const { user } = renderApp({ url: '/email/create-email/new', role: 'IMPORTER' });
    await screen.findByRole('heading', { level: 1, name: 'Yeni məktub' });
    await user.click(screen.getByRole('button', { name: 'Göndər' }));

    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Kimə' })).toHaveAccessibleDescription(
        /Xəta: Bu xana mütləqdir/,
      ),
    );
    expect(screen.getByLabelText('Mövzu')).toHaveAccessibleDescription('Xəta: Bu xana mütləqdir');
    expect(screen.getByLabelText('Məktubun mətni')).toHaveAccessibleDescription('Xəta: Bu xana mütləqdir');

    // A subject of spaces is no subject.
    await user.type(screen.getByLabelText('Mövzu'), '   ');
    await user.click(screen.getByRole('button', { name: 'Göndər' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Mövzu')).toHaveAccessibleDescription('Xəta: Bu xana mütləqdir'),
    );
    requests.stop();
    expect(posts(requests)).toHaveLength(0);
  });

  it('sends recipient, subject, escaped paragraphs and the uploaded file, clears the draft and lands on sent', async () => {
    const requests = recordRequests();
    const { user, router } = await writeToXezerWithInvoice(
      'Yükləmə vaxtı',
      'Salam, <b>qapı 4</b>{Enter}{Enter}Sabah 09:00',
    );
    // Listed with its size once the server has it (the uploading row gives way to the stored file's).
    await waitFor(() =>
      expect(screen.getByTestId('compose-file')).toHaveTextContent(/^invoice\.pdf\d+,\d{2} KB$/),
    );
    expect(localStorage.getItem(draftKey('new'))).toContain('Yükləmə vaxtı');

    await user.click(screen.getByRole('button', { name: 'Göndər' }));
    expect(await screen.findByText('Məktub göndərildi')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/email/sent'));
    expect(await screen.findByText('Yükləmə vaxtı')).toBeInTheDocument();

    requests.stop();
    const uploaded = readDb().attachments.find((a) => a.name === 'invoice.pdf')!;
    expect(posts(requests).map((r) => r.body)).toEqual([
      {
        toOrganizationId: demoOrganization('LOGISTIC').id,
        subject: 'Yükləmə vaxtı',
        bodyHtml: '<p>Salam, &lt;b&gt;qapı 4&lt;/b&gt;</p><p>Sabah 09:00</p>',
        attachmentIds: [uploaded.id],
        replyToId: null,
      },
    ]);
    expect(localStorage.getItem(draftKey('new'))).toBeNull();
  });

  it('sends nothing while a file is still uploading, says so, and sends once it is in', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    // The upload waits for the test; then the demo backend takes it as ever (an answerless handler
    // hands the request on).
    server.use(
      http.post('*/api/attachments', async () => {
        await held;
      }),
    );
    const requests = recordRequests();
    const { user, router } = await writeToXezerWithInvoice('Qaimə', 'Əlavədədir');
    expect(await screen.findByTestId('compose-file')).toHaveTextContent('invoice.pdfYüklənir…');

    await user.click(screen.getByRole('button', { name: 'Göndər' }));
    const notice = 'Fayllar hələ yüklənir. Yükləmə bitəndən sonra göndərin.';
    expect(await screen.findByText(notice)).toBeInTheDocument();
    expect(posts(requests)).toHaveLength(0);

    // The file lands: the notice goes, and the next Send goes out with it.
    release();
    await waitFor(() => expect(screen.getByTestId('compose-file')).toHaveTextContent(/KB$/));
    await waitFor(() => expect(screen.queryByText(notice)).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Göndər' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/email/sent'));
    expect(screen.queryByText(notice)).not.toBeInTheDocument();
    requests.stop();
    expect(posts(requests)).toHaveLength(1);
    expect(posts(requests)[0]!.body).toMatchObject({ attachmentIds: [expect.stringMatching(/^att-/)] });
  });

  it('keeps the draft across a reload until it is discarded', async () => {
    const first = renderApp({ url: '/email/create-email/new', role: 'IMPORTER' });
    await screen.findByRole('heading', { level: 1, name: 'Yeni məktub' });
    await chooseRecipient(first.user, /^Silk Way Cargo/);
    await first.user.type(screen.getByLabelText('Mövzu'), 'Qatar cədvəli');
    await first.user.type(screen.getByLabelText('Məktubun mətni'), 'Şanxaydan çıxış tarixi?');
    expect(await screen.findByText('Qaralama bu brauzerdə yadda saxlanılıb')).toBeInTheDocument();
    first.unmount();

    const { user } = renderApp({ url: '/email/create-email/new', role: 'IMPORTER' });
    expect(await screen.findByLabelText('Mövzu')).toHaveValue('Qatar cədvəli');
    expect(screen.getByLabelText('Məktubun mətni')).toHaveValue('Şanxaydan çıxış tarixi?');
    expect(await screen.findByText(/^Silk Way Cargo/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Qaralamanı sil' }));
    expect(screen.getByLabelText('Mövzu')).toHaveValue('');
    expect(screen.getByLabelText('Məktubun mətni')).toHaveValue('');
    expect(localStorage.getItem(draftKey('new'))).toBeNull();
    expect(screen.queryByRole('button', { name: 'Qaralamanı sil' })).not.toBeInTheDocument();
  });

  it('answers a message: recipient fixed to its sender, Re: subject, the original quoted, replyToId sent', async () => {
    const mail = loadingSlot();
    const requests = recordRequests();
    const { user, router } = renderApp({ url: `/email/create-email/${mail.id}`, role: 'IMPORTER' });
    await screen.findByRole('heading', { level: 1, name: 'Məktuba cavab' });
    const to = await screen.findByLabelText('Kimə');
    expect(to).toHaveValue('Xəzər Logistika MMC');
    expect(to).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Mövzu')).toHaveValue('Re: Loading slot in Istanbul');
    const quoted = screen.getByRole('region', { name: 'Cavab verdiyiniz məktub' });
    expect(within(quoted).getByText('Monday at 09:00')).toBeInTheDocument();
    expect(within(quoted).getByText(/Xəzər Logistika MMC · Elvin Həsənov yazıb:/)).toBeInTheDocument();

    await user.type(screen.getByLabelText('Məktubun mətni'), 'Təsdiq edirik.');
    await user.click(screen.getByRole('button', { name: 'Göndər' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/email/sent'));
    requests.stop();
    expect(posts(requests).map((r) => r.body)).toEqual([
      {
        toOrganizationId: demoOrganization('LOGISTIC').id,
        subject: 'Re: Loading slot in Istanbul',
        bodyHtml: '<p>Təsdiq edirik.</p>',
        attachmentIds: [],
        replyToId: mail.id,
      },
    ]);
    expect(localStorage.getItem(draftKey(mail.id))).toBeNull();
  });

  it("keeps the text when the server refuses, showing its reasons, and a refused file's error", async () => {
    server.use(
      http.post('*/api/mail', () =>
        HttpResponse.json(
          { message: 'Məlumatlar düzgün deyil', errors: { subject: 'Mövzu qəbul edilmədi' } },
          { status: 400 },
        ),
      ),
    );
    const mail = loadingSlot();
    const { user } = renderApp({ url: `/email/create-email/${mail.id}`, role: 'IMPORTER' });
    await user.type(await screen.findByLabelText('Məktubun mətni'), 'Sabah yükləyirik.');
    // The picker offers only accepted types; a file of another type still gets the server's answer.
    fireEvent.change(screen.getByLabelText('Fayl əlavə et'), {
      target: { files: [new File(['hello'], 'notes.txt', { type: 'text/plain' })] },
    });
    expect(
      await screen.findByText('Bu fayl növü qəbul edilmir: PDF, JPG, PNG, XLSX və ya DOCX yükləyin.'),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Göndər' }));
    expect(await screen.findByText('Məlumatlar düzgün deyil')).toBeInTheDocument();
    expect(screen.getByLabelText('Mövzu')).toHaveAccessibleDescription('Xəta: Mövzu qəbul edilmədi');
    expect(screen.getByLabelText('Məktubun mətni')).toHaveValue('Sabah yükləyirik.');
    expect(localStorage.getItem(draftKey(mail.id))).toContain('Sabah yükləyirik.');
  });
});
