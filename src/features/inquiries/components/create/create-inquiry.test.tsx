import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addDays, format } from 'date-fns';
import { givenInquiry } from '@tests/utils/factories';
import { recordRequests } from '@tests/utils/record-requests';
import { renderApp } from '@tests/utils/render-app';

// Each step of the create flow checks only its own rules before Next, with the schema messages, and
// sends nothing to the server while a rule is broken.

type User = ReturnType<typeof renderApp>['user'];
const day = (offset: number) => format(addDays(new Date(), offset), 'yyyy-MM-dd');
const next = () => screen.getByRole('button', { name: 'Növbəti' });
const stepHeading = (name: string) => screen.findByRole('heading', { level: 2, name });
const saves = (requests: ReturnType<typeof recordRequests>) =>
  requests.filter((r) => r.path.startsWith('/api/inquiries') && r.method !== 'GET');

async function choose(user: User, label: string, option: string, scope: HTMLElement = document.body) {
  await user.click(within(scope).getByLabelText(label));
  await user.click(await within(scope).findByRole('option', { name: option }));
}

function expectFieldError(field: HTMLElement, message: string) {
  expect(field).toHaveAttribute('aria-invalid', 'true');
  expect(field).toHaveAccessibleDescription(new RegExp(message));
}

/** A draft of the demo importer's with these saved values; returns its id. */
function seedDraft(values: Record<string, unknown>, step: number) {
  // Addresses not given are saved empty, so the draft's own fields do not fill them.
  return givenInquiry({
    status: 'draft',
    draft: { step, values: { pickup: null, delivery: null, ...values } },
  }).id;
}

/**
 * Each step is tested from a draft saved at it: the flow resumes the draft and stops at the step,
 * named by its heading, so a test starts where its rules are.
 */
async function openDraftAt(values: Record<string, unknown>, step: number, heading: string) {
  const id = seedDraft(values, step);
  const view = renderApp({ url: `/inquiries/new?draft=${id}`, role: 'IMPORTER' });
  await stepHeading(heading);
  return view;
}

const pickup = {
  countryId: 1,
  city: 'Baku',
  address: 'Baku port, gate 3',
  date: day(3),
  locationType: 'port_airport',
};
const filled = {
  sendTo: 'ALL_CARRIERS',
  carrierIds: [],
  pickup,
  delivery: {
    countryId: 2,
    city: 'Istanbul',
    address: 'Ambarli 5',
    date: day(10),
    locationType: 'business_address',
  },
  shipmentMode: 'ROAD',
  truckType: 'tilt_96',
  ftl: true,
  containerType: null,
  commodityType: 'industrial_products',
  readiness: 'ready',
  description: 'Machine parts',
  incoterms: 'FCA',
  goods: [],
  uploadedFilesId: { packageListId: '', certificateOfOriginId: '', msdsCertificateId: '' },
  notes: '',
};

describe('step 1: where to send', () => {
  it('requires a carrier when sending to chosen carriers, then saves the first draft', async () => {
    const requests = recordRequests();
    const { user, router } = renderApp({ url: '/inquiries/new', role: 'IMPORTER' });
    await stepHeading('Hara göndərilsin');
    expect(screen.getByRole('radio', { name: /Bütün daşıyıcılara/ })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: /Seçdiyim daşıyıcılara/ }));
    const carrier = await screen.findByRole('checkbox', { name: /Xəzər Logistika MMC/ });
    // A suspended carrier is not offered.
    expect(screen.queryByRole('checkbox', { name: /Poti Sea Lines/ })).not.toBeInTheDocument();
    await user.click(next());
    expect(await screen.findByText('Ən azı bir daşıyıcı seçin')).toBeInTheDocument();
    expect(saves(requests)).toHaveLength(0);

    await user.click(carrier);
    await waitFor(() => expect(screen.queryByText('Ən azı bir daşıyıcı seçin')).not.toBeInTheDocument());
    await user.click(next());
    await stepHeading('Götürülmə ünvanı');
    const [post] = saves(requests);
    expect(post).toMatchObject({ method: 'POST', path: '/api/inquiries' });
    expect(post!.body).toMatchObject({ step: 2, values: { sendTo: 'SELECTED_CARRIERS', carrierIds: [4] } });
    expect(router.state.location.search).toMatch(/^\?draft=\d+&step=2$/);
    expect(screen.getByRole('listitem', { current: 'step' })).toHaveTextContent('Addım 2: Götürülmə ünvanı');
    requests.stop();
  });

  it('shows the server’s refusal on save and keeps the choice', async () => {
    const { server } = await import('@/mocks/node');
    const { http, HttpResponse } = await import('msw');
    server.use(http.post('*/api/inquiries', () => HttpResponse.json({ message: 'Boom' }, { status: 500 })));
    const { user } = renderApp({ url: '/inquiries/new', role: 'IMPORTER' });
    await stepHeading('Hara göndərilsin');
    await user.click(screen.getByRole('radio', { name: /Seçdiyim daşıyıcılara/ }));
    await user.click(await screen.findByRole('checkbox', { name: /Silk Way Cargo/ }));
    await user.click(next());
    expect(await screen.findByRole('alert')).toHaveTextContent('Qaralama yadda saxlanmadı');
    expect(screen.getByRole('alert')).toHaveTextContent('Serverdə xəta baş verdi');
    expect(screen.getByRole('heading', { level: 2, name: 'Hara göndərilsin' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /Silk Way Cargo/ })).toBeChecked();
  });
});

describe('step 2: pick-up address', () => {
  it('requires every field and refuses a date in the past', async () => {
    const requests = recordRequests();
    const { user } = await openDraftAt({ sendTo: 'ALL_CARRIERS', carrierIds: [] }, 2, 'Götürülmə ünvanı');
    await user.click(next());
    await waitFor(() => expectFieldError(screen.getByLabelText('Ölkə'), 'Bu xana mütləqdir'));
    expectFieldError(screen.getByLabelText('Şəhər'), 'Bu xana mütləqdir');
    expectFieldError(screen.getByLabelText('Ünvan və ya poçt indeksi'), 'Bu xana mütləqdir');
    expectFieldError(screen.getByLabelText('Götürülmə tarixi'), 'Bu xana mütləqdir');
    expectFieldError(screen.getByLabelText('Məkanın növü'), 'Bu xana mütləqdir');
    expect(
      screen.getByText('Davam etmək üçün qırmızı ilə qeyd olunmuş xanaları düzəldin.'),
    ).toBeInTheDocument();

    // Re-validated as the user types: the message follows the value.
    const date = screen.getByLabelText('Götürülmə tarixi');
    expect(date).toHaveAttribute('min', day(0));
    await user.type(date, day(-1));
    await waitFor(() => expectFieldError(date, 'Tarix keçmişdə ola bilməz'));
    await user.clear(date);
    await user.type(date, day(2));
    await waitFor(() => expect(date).not.toHaveAttribute('aria-invalid'));
    expect(saves(requests)).toHaveLength(0);
    requests.stop();
  });

  it('suggests the country’s cities and says clearly when a typed city is unknown', async () => {
    const requests = recordRequests();
    const { user } = await openDraftAt({ sendTo: 'ALL_CARRIERS', carrierIds: [] }, 2, 'Götürülmə ünvanı');
    const city = screen.getByLabelText('Şəhər');
    expect(city).toBeDisabled();
    await choose(user, 'Ölkə', 'Türkiyə');
    await user.type(city, 'Atlantis');
    expect(
      await screen.findByText('«Atlantis» adına uyğun şəhər yoxdur', { selector: 'p' }),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText('Ünvan və ya poçt indeksi'), 'Harbour road 1');
    await user.type(screen.getByLabelText('Götürülmə tarixi'), day(4));
    await choose(user, 'Məkanın növü', 'Liman və ya hava limanı');
    await user.click(next());
    await waitFor(() => expectFieldError(city, 'Bu şəhər tapılmadı'));
    expect(saves(requests)).toHaveLength(0);
    expect(requests.some((r) => r.path === '/api/cities' && r.search.includes('countryId=2'))).toBe(true);

    await user.clear(city);
    await user.type(city, 'mer');
    await user.click(await screen.findByRole('option', { name: 'Mersin' }));
    expect(city).toHaveValue('Mersin');
    await waitFor(() => expect(city).not.toHaveAttribute('aria-invalid'));
    await user.click(next());
    await stepHeading('Çatdırılma ünvanı');
    expect(saves(requests)[0]!.body).toMatchObject({
      step: 3,
      values: {
        pickup: {
          countryId: 2,
          city: 'Mersin',
          address: 'Harbour road 1',
          date: day(4),
          locationType: 'port_airport',
        },
      },
    });
    requests.stop();
  });

  it('chooses a suggestion with the keyboard', async () => {
    const { user } = await openDraftAt({ sendTo: 'ALL_CARRIERS', carrierIds: [] }, 2, 'Götürülmə ünvanı');
    await choose(user, 'Ölkə', 'Azərbaycan');
    const city = screen.getByLabelText('Şəhər');
    await user.type(city, 'Gan');
    const list = screen.getByRole('listbox', { name: 'Şəhər təklifləri', hidden: true });
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Gəncə']),
    );
    await user.keyboard('{ArrowDown}');
    expect(city).toHaveAttribute('aria-activedescendant');
    await user.keyboard('{Enter}');
    expect(city).toHaveValue('Gəncə');
    expect(screen.getByRole('heading', { level: 2, name: 'Götürülmə ünvanı' })).toBeInTheDocument();
  });
});

describe('step 3: delivery address', () => {
  it('refuses a delivery before the pick-up day', async () => {
    const requests = recordRequests();
    const { user } = await openDraftAt(
      { sendTo: 'ALL_CARRIERS', carrierIds: [], pickup },
      3,
      'Çatdırılma ünvanı',
    );
    await choose(user, 'Ölkə', 'Gürcüstan');
    await user.type(screen.getByLabelText('Şəhər'), 'Tbilisi');
    await user.type(screen.getByLabelText('Ünvan və ya poçt indeksi'), 'Tbilisi terminal');
    const date = screen.getByLabelText('Çatdırılma tarixi');
    expect(date).toHaveAttribute('min', pickup.date);
    await user.type(date, day(2)); // the pick-up is on day 3
    await choose(user, 'Məkanın növü', 'İşgüzar ünvan');
    await user.click(next());
    await waitFor(() => expectFieldError(date, 'Çatdırılma tarixi götürülmə tarixindən əvvəl ola bilməz'));
    expect(saves(requests)).toHaveLength(0);
    await user.clear(date);
    await user.type(date, day(3));
    await user.click(next());
    await stepHeading('Nəqliyyat növü');
    requests.stop();
  });
});

describe('step 4: mode of transport', () => {
  it('requires a mode, a truck type by road and a container type by sea', async () => {
    const requests = recordRequests();
    const { user } = await openDraftAt(
      { ...filled, shipmentMode: null, truckType: null, goods: [] },
      4,
      'Nəqliyyat növü',
    );
    await user.click(next());
    expect(await screen.findByText('Bu xana mütləqdir', { selector: 'p' })).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Avtomobil' }));
    await user.click(next());
    await waitFor(() =>
      expectFieldError(screen.getByLabelText('Yük maşınının növü'), 'Yük maşınının növünü seçin'),
    );
    expect(screen.getByRole('checkbox', { name: 'Tam yük maşını (FTL)' })).toBeChecked(); // kept from the draft

    await user.click(screen.getByRole('radio', { name: 'Dəniz' }));
    expect(screen.queryByLabelText('Yük maşınının növü')).not.toBeInTheDocument();
    await user.click(next());
    await waitFor(() => expectFieldError(screen.getByLabelText('Konteyner növü'), 'Konteyner növünü seçin'));
    expect(saves(requests)).toHaveLength(0);

    await choose(user, 'Konteyner növü', '40 fut HC');
    await user.click(next());
    await stepHeading('Yük');
    expect(saves(requests)[0]!.body).toMatchObject({
      step: 5,
      values: { shipmentMode: 'SEA', containerType: 'ft40_hc' },
    });
    requests.stop();
  });
});

describe('step 5: goods', () => {
  it('requires the goods fields, refuses letters in numbers, wants a pallet type for pallets and totals live', async () => {
    const requests = recordRequests();
    const { user } = await openDraftAt(
      { ...filled, commodityType: null, readiness: null, description: '', incoterms: null },
      5,
      'Yük',
    );
    await user.click(next());
    await waitFor(() => expectFieldError(screen.getByLabelText('Yükün növü'), 'Bu xana mütləqdir'));
    expectFieldError(screen.getByLabelText('Yükün hazırlığı'), 'Bu xana mütləqdir');
    expectFieldError(screen.getByLabelText('Yükün təsviri'), 'Bu xana mütləqdir');
    expectFieldError(screen.getByLabelText('Incoterms (çatdırılma şərtləri)'), 'Bu xana mütləqdir');
    const row = screen.getByRole('group', { name: 'Sətir 1' });
    expectFieldError(within(row).getByLabelText('Qablaşdırma növü'), 'Bu xana mütləqdir');
    expectFieldError(within(row).getByLabelText('Çəki (kq, bir ədəd)'), 'Bu xana mütləqdir');
    expectFieldError(within(row).getByLabelText('Miqdar'), 'Bu xana mütləqdir');

    await choose(user, 'Yükün növü', 'Sənaye məhsulları');
    await choose(user, 'Yükün hazırlığı', 'Hazırdır');
    await user.type(screen.getByLabelText('Yükün təsviri'), 'Pumps');
    await choose(user, 'Incoterms (çatdırılma şərtləri)', 'DAP');

    await choose(user, 'Qablaşdırma növü', 'Paletlər', row);
    const weight = within(row).getByLabelText('Çəki (kq, bir ədəd)');
    await user.type(weight, '12a,5b');
    expect(weight).toHaveValue('12,5');
    const quantity = within(row).getByLabelText('Miqdar');
    await user.type(quantity, '2.5x');
    expect(quantity).toHaveValue('25');
    await user.clear(quantity);
    await user.type(quantity, '0');
    await user.type(within(row).getByLabelText('Uzunluq (sm)'), '100');
    await user.type(within(row).getByLabelText('En (sm)'), '100');
    await user.type(within(row).getByLabelText('Hündürlük (sm)'), '50');
    await user.click(next());
    await waitFor(() => expectFieldError(within(row).getByLabelText('Palet növü'), 'Palet növünü seçin'));
    expectFieldError(quantity, 'Müsbət ədəd daxil edin');
    expect(saves(requests)).toHaveLength(0);

    await choose(user, 'Palet növü', 'EUR1', row);
    await user.clear(quantity);
    await user.type(quantity, '4');
    const totals = screen.getByRole('group', { name: 'Yükün cəmi' });
    await waitFor(() => expect(totals).toHaveTextContent('Yerlərin sayı4'));
    expect(totals).toHaveTextContent('Ümumi çəki50 kq'); // 12.5 kg × 4
    expect(totals).toHaveTextContent('Həcm2,00 m³'); // 1 m × 1 m × 0.5 m × 4, two decimals as on the inquiry page

    await user.click(screen.getByRole('button', { name: 'Sətir əlavə et' }));
    const second = screen.getByRole('group', { name: 'Sətir 2' });
    await user.click(within(second).getByRole('button', { name: '2 nömrəli sətri sil' }));
    expect(screen.queryByRole('group', { name: 'Sətir 2' })).not.toBeInTheDocument();

    await user.click(next());
    await stepHeading('Sənədlər və qeydlər');
    expect(saves(requests)[0]!.body).toMatchObject({
      step: 6,
      values: {
        commodityType: 'industrial_products',
        incoterms: 'DAP',
        goods: [
          {
            packageType: 'pallets',
            palletType: 'eur1',
            weight: 12.5,
            length: 100,
            width: 100,
            height: 50,
            quantity: 4,
          },
        ],
      },
    });
    requests.stop();
  });
});

describe('step 6: documents', () => {
  const openDocuments = () => openDraftAt({ ...filled, goods: [] }, 6, 'Sənədlər və qeydlər');

  it('refuses a file over 10 MB before uploading, naming the limit', async () => {
    const requests = recordRequests();
    const { user } = await openDocuments();
    const big = new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'packing-list.pdf', {
      type: 'application/pdf',
    });
    await user.upload(screen.getByLabelText('Qablaşdırma siyahısı'), big);
    expect(await screen.findByRole('alert')).toHaveTextContent('Fayl çox böyükdür: ən çoxu 10 MB ola bilər.');
    expect(requests.some((r) => r.path === '/api/attachments')).toBe(false);
    requests.stop();
  });

  it('refuses a file type it does not accept, naming the accepted ones', async () => {
    const requests = recordRequests();
    await openDocuments();
    // A picker's 'All files' lets any file through, whatever the input's accept says.
    const user = userEvent.setup({ applyAccept: false });
    const exe = new File(['MZ'], 'setup.exe', { type: 'application/octet-stream' });
    await user.upload(screen.getByLabelText('Mənşə sertifikatı'), exe);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Bu fayl növü qəbul edilmir. Qəbul edilən növlər: PDF, JPG, JPEG, PNG, XLSX, DOCX.',
    );
    expect(requests.some((r) => r.path === '/api/attachments')).toBe(false);
    requests.stop();
  });

  it('uploads an accepted file, shows its name and size, and can remove it', async () => {
    const requests = recordRequests();
    const { user } = await openDocuments();
    const pdf = new File([new Uint8Array(2048)], 'msds.pdf', { type: 'application/pdf' });
    await user.upload(screen.getByLabelText('Təhlükəsizlik məlumat vərəqi (MSDS)'), pdf);
    expect(await screen.findByText('msds.pdf')).toBeInTheDocument();
    expect(screen.getByText('(2,00 KB)')).toBeInTheDocument();
    expect(requests.filter((r) => r.path === '/api/attachments')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Sil: Təhlükəsizlik məlumat vərəqi (MSDS)' }));
    expect(screen.queryByText('msds.pdf')).not.toBeInTheDocument();
    requests.stop();
  });
});
