import { screen, waitFor, within } from '@testing-library/react';
import toast from 'react-hot-toast';
import { http, HttpResponse } from 'msw';
import { readDb, writeDb } from '@/mocks/db/db';
import { server } from '@/mocks/node';
import { recordRequests } from '../../../../tests/utils/record-requests';
import { renderApp, signInAs } from '../../../../tests/utils/render-app';

// The importer's inquiry details (/details/{id}) and load details (/load-details/{id}), against the
// demo backend. Inquiry 101 (INQ-24101) is the demo importer's: Istanbul → Baku by road, 25 EUR
// pallets of 496 kg, 120×80×150 cm.

const sectionHeading = (name: string) => screen.findByRole('heading', { level: 2, name });

// Toasts live in one store for the whole file: each test starts without the last one's.
beforeEach(() => toast.remove());

describe('importer inquiry details', () => {
  it('shows the four sections, the activity and the goods totals, from the owner’s calls', async () => {
    const requests = recordRequests();
    renderApp({ url: '/details/101', role: 'IMPORTER' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Sorğunun detalları' })).toBeInTheDocument();
    for (const name of ['Sorğu fəaliyyəti', 'Təşkilat məlumatları', 'Yük məlumatları', 'Status yeniləməsi']) {
      expect(await sectionHeading(name)).toBeInTheDocument();
    }
    expect(screen.getByText('INQ-24101')).toBeInTheDocument();

    // Activity: the seed's creation event, by the importer's user, as dd-MM-yyyy HH:mm.
    const activity = screen.getByRole('region', { name: 'Sorğu fəaliyyəti' });
    expect(await within(activity).findByText('Sorğu yaradıldı')).toBeInTheDocument();
    expect(within(activity).getByText(/Leyla Məmmədova/)).toHaveTextContent(
      /Leyla Məmmədova · \d{2}-\d{2}-\d{4} \d{2}:\d{2}/,
    );

    // Organisation details.
    const organization = screen.getByRole('region', { name: 'Təşkilat məlumatları' });
    expect(within(organization).getByText('Bakı Ticarət MMC')).toBeInTheDocument();
    expect(within(organization).getByText('info@bakiticaret.az')).toBeInTheDocument();
    expect(within(organization).getByText('Azerbaijan')).toBeInTheDocument();

    // Totals row: 25 pieces, 25 × 496 kg, 25 × 1.44 m³.
    const table = within(screen.getByRole('region', { name: 'Yük məlumatları' })).getByRole('table');
    const totalsRow = within(table).getByRole('rowheader', { name: 'Cəmi' }).closest('tr')!;
    expect(totalsRow).toHaveTextContent('Yerlərin sayı: 25');
    expect(totalsRow).toHaveTextContent('Ümumi çəki: 12 400 kq');
    expect(totalsRow).toHaveTextContent('Həcm: 36,00 m³');

    // Road-specific fields and the places.
    const load = screen.getByRole('region', { name: 'Yük məlumatları' });
    expect(within(load).getByText('Tentli 96 m³')).toBeInTheDocument();
    expect(within(load).getByText('Istanbul industrial zone')).toBeInTheDocument();
    expect(within(load).getByText('Baku logistics centre')).toBeInTheDocument();
    expect(within(load).getAllByText('Fayl yoxdur')).toHaveLength(3);

    // Status with the shipment steps, and the links onwards.
    const status = screen.getByRole('region', { name: 'Status yeniləməsi' });
    expect(within(status).getAllByText('Ləğv edilib').length).toBeGreaterThan(0);
    expect(within(status).getAllByRole('listitem')).toHaveLength(6);
    expect(within(status).getByRole('link', { name: 'Status mərhələlərinə bax' })).toHaveAttribute(
      'href',
      '/inquiry-steps/101',
    );
    expect(screen.getByRole('link', { name: 'Yük məlumatlarına bax' })).toHaveAttribute(
      'href',
      '/load-details/101',
    );

    requests.stop();
    const paths = requests.map((r) => `${r.method} ${r.path}`);
    expect(paths).toContain('GET /api/inquiries/101');
    expect(paths).toContain('GET /api/inquiries/101/activity');
  });

  it('shows the activity newest first, with status changes and steps in words', async () => {
    writeDb((db) => {
      const inquiry = db.inquiries.find((i) => i.id === 101)!;
      // After the seed's creation event, which is stamped with the seed moment.
      const at = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();
      inquiry.activity.push(
        {
          id: 'e-1',
          type: 'status_changed',
          at: at(1),
          userId: 5,
          detail: 'active → on_hold: Lisenziya gözlənilir',
        },
        { id: 'e-2', type: 'step_done', at: at(2), userId: 3, detail: 'PICKED_UP' },
      );
    });
    renderApp({ url: '/details/101', role: 'IMPORTER' });
    const activity = await screen.findByRole('region', { name: 'Sorğu fəaliyyəti' });
    await within(activity).findByText('Mərhələ tamamlandı');
    const events = within(activity).getAllByRole('listitem');
    expect(events.map((e) => e.querySelector('p')!.textContent)).toEqual([
      'Mərhələ tamamlandı',
      'Status dəyişdirildi',
      'Sorğu yaradıldı',
    ]);
    expect(events[0]).toHaveTextContent('Elvin Həsənov');
    expect(events[0]).toHaveTextContent('Yük götürüldü');
    expect(events[1]).toHaveTextContent('Tural İsmayılov');
    expect(events[1]).toHaveTextContent('Aktiv → Dayandırılıb: Lisenziya gözlənilir');
  });

  it('copies the inquiry code and says so', async () => {
    const { user } = renderApp({ url: '/details/101', role: 'IMPORTER' });
    await user.click(await screen.findByRole('button', { name: 'Id-ni kopyala' }));
    expect(await screen.findByText('Id kopyalandı')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe('INQ-24101');
  });

  it('downloads a document under its own name through GET /api/attachments/download/{id}', async () => {
    // Upload a real file as the importer, then attach it to the inquiry as its packing list.
    const { tokens } = signInAs('IMPORTER');
    // Written out by hand: jsdom's FormData and File do not survive Node's fetch.
    const boundary = 'demo-boundary';
    const upload = await fetch(`${location.origin}/api/attachments`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${tokens.accessToken}`,
        'Content-Type': `multipart/form-data; boundary=${boundary}`,
      },
      body: [
        `--${boundary}`,
        'Content-Disposition: form-data; name="file"; filename="packing-list.pdf"',
        'Content-Type: application/pdf',
        '',
        '%PDF-1.4 demo packing list',
        `--${boundary}--`,
        '',
      ].join('\r\n'),
    });
    expect(upload.status).toBe(201);
    const { id } = (await upload.json()) as { id: string };
    writeDb((db) => {
      db.inquiries.find((i) => i.id === 101)!.documents.packageList = id;
    });

    const createObjectURL = vi.fn((_blob: Blob) => 'blob:packing');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const saved: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    const requests = recordRequests();
    const { user } = renderApp({ url: '/details/101' });

    expect(await screen.findByText('packing-list.pdf')).toBeInTheDocument();
    expect(screen.getByText('0.03 KB')).toBeInTheDocument();
    expect(screen.getAllByText('Fayl yoxdur')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'packing-list.pdf faylını yüklə' }));

    await waitFor(() => expect(saved).toEqual(['packing-list.pdf']));
    expect(requests.map((r) => `${r.method} ${r.path}`)).toContain(`GET /api/attachments/download/${id}`);
    expect(await createObjectURL.mock.calls[0]![0].text()).toBe('%PDF-1.4 demo packing list');
    requests.stop();
    click.mockRestore();
  });

  it('shows a draft as such, with a way back into the create flow', async () => {
    const draft = readDb().inquiries.find((i) => i.id === 113)!;
    expect(draft.status).toBe('draft');
    renderApp({ url: '/details/113', role: 'IMPORTER' });
    expect(await screen.findByText('Bu sorğu qaralamadır')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Qaralamanı davam etdir' })).toHaveAttribute(
      'href',
      '/inquiries/new?draft=113',
    );
    expect(screen.getByText('Yük sətri hələ əlavə edilməyib')).toBeInTheDocument();
  });

  it('says an unknown inquiry was not found and leads back to the list', async () => {
    renderApp({ url: '/details/999999', role: 'IMPORTER' });
    expect(await screen.findByText('Sorğu tapılmadı')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Geri qayıt' })).toHaveAttribute('href', '/inquiries');
  });

  it('does not show another organisation’s inquiry', async () => {
    // 104 belongs to Gəncə Aqro MMC.
    renderApp({ url: '/details/104', role: 'IMPORTER' });
    expect(await screen.findByText('Sorğu tapılmadı')).toBeInTheDocument();
    expect(screen.queryByText('INQ-24104')).not.toBeInTheDocument();
  });

  it('shows a failed load where the details would be, and retries', async () => {
    server.use(
      http.get('*/api/inquiries/:id', () => HttpResponse.json({ message: 'Boom' }, { status: 400 }), {
        once: true,
      }),
    );
    const { user } = renderApp({ url: '/details/101', role: 'IMPORTER' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Boom');
    await user.click(screen.getByRole('button', { name: 'Yenidən cəhd et' }));
    expect(await screen.findByText('INQ-24101')).toBeInTheDocument();
  });
});

describe('importer load details', () => {
  it('shows the load on its own page, with totals, and leads back to the inquiry', async () => {
    const requests = recordRequests();
    renderApp({ url: '/load-details/101', role: 'IMPORTER' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Yük məlumatları' })).toBeInTheDocument();
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('rowheader', { name: 'Cəmi' }).closest('tr')).toHaveTextContent(
      'Həcm: 36,00 m³',
    );
    expect(screen.getByRole('link', { name: 'Geri qayıt' })).toHaveAttribute('href', '/details/101');
    expect(screen.queryByRole('heading', { name: 'Sorğu fəaliyyəti' })).not.toBeInTheDocument();
    requests.stop();
    expect(requests.map((r) => `${r.method} ${r.path}`)).toContain('GET /api/inquiries/101');
  });
});
