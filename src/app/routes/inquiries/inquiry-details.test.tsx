import { screen, waitFor, within } from '@testing-library/react';
import { addDays, format } from 'date-fns';
import toast from 'react-hot-toast';
import { http, HttpResponse } from 'msw';
import { writeDb } from '@/mocks/db/db';
import { server } from '@/mocks/node';
import { countryId, demoUser, givenInquiry, organizationOf } from '@tests/utils/factories';
import { recordRequests } from '@tests/utils/record-requests';
import { renderApp, signInAs } from '@tests/utils/render-app';

// The importer's inquiry details (/details/{id}) and load details (/load-details/{id}), against the
// demo backend.

const day = (offset: number) => format(addDays(new Date(), offset), 'yyyy-MM-dd');

/**
 * An inquiry of the demo importer (Bakı Ticarət MMC, created by Leyla Məmmədova), canceled: Istanbul →
 * Baku by road in a 96 m³ tilt trailer, 25 EUR pallets of 496 kg, 120×80×150 cm.
 */
const istanbulToBaku = () =>
  givenInquiry({
    status: 'canceled',
    pickup: {
      countryId: countryId('TR'),
      city: 'Istanbul',
      address: 'Istanbul industrial zone',
      date: day(5),
      locationType: 'factory_warehouse',
    },
    delivery: {
      countryId: countryId('AZ'),
      city: 'Baku',
      address: 'Baku logistics centre',
      date: day(15),
      locationType: 'business_address',
    },
    shipmentMode: 'ROAD',
    truckType: 'tilt_96',
    ftl: true,
    goods: [
      {
        packageType: 'pallets',
        palletType: 'eur1',
        weight: 496,
        length: 120,
        width: 80,
        height: 150,
        quantity: 25,
        dangerous: false,
        stackable: false,
      },
    ],
  });

const sectionHeading = (name: string) => screen.findByRole('heading', { level: 2, name });

// Toasts live in one store for the whole file: each test starts without the last one's.
beforeEach(() => toast.remove());

describe('importer inquiry details', () => {
  it('shows the four sections, the activity and the goods totals, from the owner’s calls', async () => {
    const inquiry = istanbulToBaku();
    const requests = recordRequests();
    renderApp({ url: `/details/${inquiry.id}`, role: 'IMPORTER' });

    await screen.findByRole('heading', { level: 1, name: 'Sorğunun detalları' });
    for (const name of ['Sorğu fəaliyyəti', 'Təşkilat məlumatları', 'Yük məlumatları', 'Status yeniləməsi']) {
      expect(await sectionHeading(name)).toBeInTheDocument();
    }
    expect(screen.getByText(inquiry.inquiryCode)).toBeInTheDocument();

    // Activity: the creation event, by the importer's user, as dd-MM-yyyy HH:mm.
    const activity = screen.getByRole('region', { name: 'Sorğu fəaliyyəti' });
    expect(await within(activity).findByText('Sorğu yaradıldı')).toBeInTheDocument();
    expect(within(activity).getByText(/Leyla Məmmədova/)).toHaveTextContent(
      /Leyla Məmmədova · \d{2}-\d{2}-\d{4} \d{2}:\d{2}/,
    );

    // Organisation details.
    const organization = screen.getByRole('region', { name: 'Təşkilat məlumatları' });
    expect(within(organization).getByText('Bakı Ticarət MMC')).toBeInTheDocument();
    expect(within(organization).getByText('info@bakiticaret.az')).toBeInTheDocument();
    expect(within(organization).getByText('Azərbaycan')).toBeInTheDocument();

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
      `/inquiry-steps/${inquiry.id}`,
    );
    expect(screen.getByRole('link', { name: 'Yük məlumatlarına bax' })).toHaveAttribute(
      'href',
      `/load-details/${inquiry.id}`,
    );

    requests.stop();
    const paths = requests.map((r) => `${r.method} ${r.path}`);
    expect(paths).toContain(`GET /api/inquiries/${inquiry.id}`);
    expect(paths).toContain(`GET /api/inquiries/${inquiry.id}/activity`);
  });

  it('shows the activity newest first, with status changes and steps in words', async () => {
    const inquiry = istanbulToBaku();
    writeDb((db) => {
      // After the creation event, which is stamped with the moment the inquiry was built.
      const at = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();
      db.inquiries
        .find((i) => i.id === inquiry.id)!
        .activity.push(
          {
            id: 'e-1',
            type: 'status_changed',
            at: at(1),
            userId: demoUser('ADMIN').id,
            detail: 'active → on_hold: Lisenziya gözlənilir',
          },
          { id: 'e-2', type: 'step_done', at: at(2), userId: demoUser('LOGISTIC').id, detail: 'PICKED_UP' },
        );
    });
    renderApp({ url: `/details/${inquiry.id}`, role: 'IMPORTER' });
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
    const inquiry = istanbulToBaku();
    const { user } = renderApp({ url: `/details/${inquiry.id}`, role: 'IMPORTER' });
    await user.click(await screen.findByRole('button', { name: 'Id-ni kopyala' }));
    expect(await screen.findByText('Id kopyalandı')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(inquiry.inquiryCode);
  });

  it('downloads a document under its own name through GET /api/attachments/download/{id}', async () => {
    // Upload a real file as the importer, then attach it to the inquiry as its packing list.
    const inquiry = istanbulToBaku();
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
      db.inquiries.find((i) => i.id === inquiry.id)!.documents.packageList = id;
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
    const { user } = renderApp({ url: `/details/${inquiry.id}` });

    expect(await screen.findByText('packing-list.pdf')).toBeInTheDocument();
    expect(screen.getByText('0,03 KB')).toBeInTheDocument();
    expect(screen.getAllByText('Fayl yoxdur')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'packing-list.pdf faylını yüklə' }));

    await waitFor(() => expect(saved).toEqual(['packing-list.pdf']));
    expect(requests.map((r) => `${r.method} ${r.path}`)).toContain(`GET /api/attachments/download/${id}`);
    expect(await createObjectURL.mock.calls[0]![0].text()).toBe('%PDF-1.4 demo packing list');
    requests.stop();
    click.mockRestore();
  });

  it('shows a draft as such, with a way back into the create flow', async () => {
    const draft = givenInquiry({ status: 'draft' });
    expect(draft.status).toBe('draft');
    renderApp({ url: `/details/${draft.id}`, role: 'IMPORTER' });
    expect(await screen.findByText('Bu sorğu qaralamadır')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Qaralamanı davam etdir' })).toHaveAttribute(
      'href',
      `/inquiries/new?draft=${draft.id}`,
    );
    expect(screen.getByText('Yük sətri hələ əlavə edilməyib')).toBeInTheDocument();
  });

  it('says an unknown inquiry was not found and leads back to the list', async () => {
    renderApp({ url: '/details/999999', role: 'IMPORTER' });
    expect(await screen.findByText('Sorğu tapılmadı')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Geri qayıt' })).toHaveAttribute('href', '/inquiries');
  });

  it('does not show another organisation’s inquiry', async () => {
    const theirs = givenInquiry({ organizationId: organizationOf('kamran@genceaqro.az').id }); // Gəncə Aqro MMC
    renderApp({ url: `/details/${theirs.id}`, role: 'IMPORTER' });
    expect(await screen.findByText('Sorğu tapılmadı')).toBeInTheDocument();
    expect(screen.queryByText(theirs.inquiryCode)).not.toBeInTheDocument();
  });

  it('shows a failed load where the details would be, and retries', async () => {
    server.use(
      http.get('*/api/inquiries/:id', () => HttpResponse.json({ message: 'Boom' }, { status: 400 }), {
        once: true,
      }),
    );
    const inquiry = istanbulToBaku();
    const { user } = renderApp({ url: `/details/${inquiry.id}`, role: 'IMPORTER' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Boom');
    await user.click(screen.getByRole('button', { name: 'Yenidən cəhd et' }));
    expect(await screen.findByText(inquiry.inquiryCode)).toBeInTheDocument();
  });
});

describe('importer load details', () => {
  it('shows the load on its own page, with totals, and leads back to the inquiry', async () => {
    const inquiry = istanbulToBaku();
    const requests = recordRequests();
    renderApp({ url: `/load-details/${inquiry.id}`, role: 'IMPORTER' });
    await screen.findByRole('heading', { level: 1, name: 'Ümumi yük məlumatı' });
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('rowheader', { name: 'Cəmi' }).closest('tr')).toHaveTextContent(
      'Həcm: 36,00 m³',
    );
    expect(screen.getByRole('link', { name: 'Geri qayıt' })).toHaveAttribute(
      'href',
      `/details/${inquiry.id}`,
    );
    expect(screen.queryByRole('heading', { name: 'Sorğu fəaliyyəti' })).not.toBeInTheDocument();
    requests.stop();
    expect(requests.map((r) => `${r.method} ${r.path}`)).toContain(`GET /api/inquiries/${inquiry.id}`);
  });
});
