import { screen, waitFor, within } from '@testing-library/react';
import { addDays, format } from 'date-fns';
import { recordRequests } from '@tests/utils/record-requests';
import { renderApp } from '@tests/utils/render-app';

// The importer's whole create flow, as a user drives it: every step, a draft saved at each Next, a
// reload that resumes it, the preview, and the inquiry sent.

type User = ReturnType<typeof renderApp>['user'];
const day = (offset: number) => format(addDays(new Date(), offset), 'yyyy-MM-dd');
const next = () => screen.getByRole('button', { name: 'Növbəti' });
const stepHeading = (name: string) => screen.findByRole('heading', { level: 2, name });

async function choose(user: User, label: string, option: string, scope: HTMLElement = document.body) {
  await user.click(within(scope).getByLabelText(label));
  await user.click(await within(scope).findByRole('option', { name: option }));
}

/**
 * Fills an address step with `place` (its city picked from the suggestions for `picks.cityTyped`), then
 * goes on to the step called `next`.
 */
async function fillPlace(
  user: User,
  place: { city: string; address: string; date: string },
  picks: { country: string; cityTyped: string; type: string; dateLabel: string; next: string },
) {
  await choose(user, 'Ölkə', picks.country);
  await user.type(screen.getByLabelText('Şəhər'), picks.cityTyped);
  await user.click(await screen.findByRole('option', { name: place.city }));
  await user.type(screen.getByLabelText('Ünvan və ya poçt indeksi'), place.address);
  await user.type(screen.getByLabelText(picks.dateLabel), place.date);
  await choose(user, 'Məkanın növü', picks.type);
  await user.click(next());
  await stepHeading(picks.next);
}

async function fillRow(
  user: User,
  row: HTMLElement,
  values: { weight: string; length: string; width: string; height: string; quantity: string },
) {
  await user.type(within(row).getByLabelText('Çəki (kq, bir ədəd)'), values.weight);
  await user.type(within(row).getByLabelText('Uzunluq (sm)'), values.length);
  await user.type(within(row).getByLabelText('En (sm)'), values.width);
  await user.type(within(row).getByLabelText('Hündürlük (sm)'), values.height);
  await user.type(within(row).getByLabelText('Miqdar'), values.quantity);
}

const pickup = {
  countryId: 1,
  // The city as picked from the az suggestions: the inquiry keeps the name the user chose.
  city: 'Bakı',
  address: 'Baku port, gate 3',
  date: day(3),
  locationType: 'port_airport',
};
const delivery = {
  countryId: 2,
  city: 'İstanbul',
  address: 'Ambarli terminal 5',
  date: day(12),
  locationType: 'factory_warehouse',
};
const goods = [
  {
    packageType: 'pallets',
    palletType: 'eur1',
    weight: 250,
    length: 120,
    width: 80,
    height: 100,
    quantity: 4,
    dangerous: false,
    stackable: true,
  },
  {
    packageType: 'boxes_crates',
    palletType: null,
    weight: 15.5,
    length: 60,
    width: 40,
    height: 40,
    quantity: 10,
    dangerous: true,
    stackable: false,
  },
];

it('creates an inquiry step by step, resumes the draft after a reload, previews and sends it', async () => {
  const requests = recordRequests();
  const first = renderApp({ url: '/inquiries/new', role: 'IMPORTER' });
  let { user } = first;
  const drafts = () => requests.filter((r) => r.path.startsWith('/api/inquiries') && r.method !== 'GET');

  // 1 — where to send
  await stepHeading('Hara göndərilsin');
  await user.click(screen.getByRole('radio', { name: /Seçdiyim daşıyıcılara/ }));
  await user.click(await screen.findByRole('checkbox', { name: /Xəzər Logistika MMC/ }));
  await user.click(next());
  await stepHeading('Götürülmə ünvanı');
  expect(drafts()[0]).toMatchObject({
    method: 'POST',
    path: '/api/inquiries',
    body: { step: 2, values: { sendTo: 'SELECTED_CARRIERS', carrierIds: [4] } },
  });
  await waitFor(() => expect(first.router.state.location.search).toMatch(/^\?draft=\d+&step=2$/));
  const id = Number(new URLSearchParams(first.router.state.location.search).get('draft'));

  // 2 — pick-up
  await fillPlace(user, pickup, {
    country: 'Azərbaycan',
    cityTyped: 'Bak',
    type: 'Liman və ya hava limanı',
    dateLabel: 'Götürülmə tarixi',
    next: 'Çatdırılma ünvanı',
  });
  expect(drafts()[1]).toMatchObject({
    method: 'PUT',
    path: `/api/inquiries/${id}`,
    body: { step: 3, values: { pickup } },
  });

  // 3 — delivery
  await fillPlace(user, delivery, {
    country: 'Türkiyə',
    cityTyped: 'ist',
    type: 'Zavod və ya anbar',
    dateLabel: 'Çatdırılma tarixi',
    next: 'Nəqliyyat növü',
  });
  expect(drafts()[2]).toMatchObject({ method: 'PUT', body: { step: 4, values: { pickup, delivery } } });

  // 4 — transport
  await user.click(screen.getByRole('radio', { name: 'Avtomobil' }));
  await choose(user, 'Yük maşınının növü', 'Tentli 96 m³');
  await user.click(screen.getByRole('checkbox', { name: 'Tam yük maşını (FTL)' }));
  await user.click(next());
  await stepHeading('Yük');
  expect(drafts()[3]).toMatchObject({
    method: 'PUT',
    body: { step: 5, values: { shipmentMode: 'ROAD', truckType: 'tilt_96', ftl: true } },
  });

  // 5 — goods, two rows
  await choose(user, 'Yükün növü', 'Sənaye məhsulları');
  await choose(user, 'Yükün hazırlığı', 'Hazırdır');
  await user.type(screen.getByLabelText('Yükün təsviri'), 'Spare parts for pumps');
  await choose(user, 'Incoterms (çatdırılma şərtləri)', 'FCA');
  const row1 = screen.getByRole('group', { name: 'Sətir 1' });
  await choose(user, 'Qablaşdırma növü', 'Paletlər', row1);
  await choose(user, 'Palet növü', 'EUR1', row1);
  await fillRow(user, row1, { weight: '250', length: '120', width: '80', height: '100', quantity: '4' });
  await user.click(within(row1).getByRole('checkbox', { name: 'Üst-üstə yığıla bilən' }));
  await user.click(screen.getByRole('button', { name: 'Sətir əlavə et' }));
  const row2 = screen.getByRole('group', { name: 'Sətir 2' });
  await choose(user, 'Qablaşdırma növü', 'Qutular / yeşiklər', row2);
  expect(within(row2).queryByLabelText('Palet növü')).not.toBeInTheDocument();
  await fillRow(user, row2, { weight: '15,5', length: '60', width: '40', height: '40', quantity: '10' });
  await user.click(within(row2).getByRole('checkbox', { name: 'Təhlükəli yük' }));
  const totals = screen.getByRole('group', { name: 'Yükün cəmi' });
  expect(totals).toHaveTextContent('Yerlərin sayı14');
  expect(totals).toHaveTextContent(/Ümumi çəki1.155 kq/); // 250 × 4 + 15.5 × 10
  expect(totals).toHaveTextContent(/Həcm4,80 m³/); // 3.84 + 0.96, two decimals as on the inquiry page
  await user.click(next());
  await stepHeading('Sənədlər və qeydlər');
  expect(drafts()[4]).toMatchObject({
    method: 'PUT',
    body: {
      step: 6,
      values: {
        commodityType: 'industrial_products',
        readiness: 'ready',
        description: 'Spare parts for pumps',
        incoterms: 'FCA',
        goods,
      },
    },
  });

  // 6 — one document and notes, then the preview
  await user.upload(
    screen.getByLabelText('Qablaşdırma siyahısı'),
    new File(['%PDF-1.4 packing list'], 'packing-list.pdf', { type: 'application/pdf' }),
  );
  expect(await screen.findByText('packing-list.pdf')).toBeInTheDocument();
  await user.type(screen.getByLabelText('Qeydlər'), 'Call before arrival');
  await user.click(screen.getByRole('button', { name: 'Önizləmə' }));
  await waitFor(() => expect(first.router.state.location.pathname).toBe(`/inquiries/preview-inquiry/${id}`));
  const lastSave = drafts()[5]!;
  const packageListId = (lastSave.body as { values: { uploadedFilesId: { packageListId: string } } }).values
    .uploadedFilesId.packageListId;
  expect(packageListId).toMatch(/^att-/);
  expect(lastSave).toMatchObject({
    method: 'PUT',
    body: {
      step: 6,
      values: {
        notes: 'Call before arrival',
        uploadedFilesId: { packageListId, certificateOfOriginId: '', msdsCertificateId: '' },
        documentFiles: { packageListId: { name: 'packing-list.pdf' } },
      },
    },
  });

  // A reload: the draft resumes at its saved step with every value back.
  first.unmount();
  const second = renderApp({ url: `/inquiries/new?draft=${id}` });
  user = second.user;
  await stepHeading('Sənədlər və qeydlər');
  expect(screen.getByText('packing-list.pdf')).toBeInTheDocument();
  expect(screen.getByLabelText('Qeydlər')).toHaveValue('Call before arrival');
  await user.click(screen.getByRole('button', { name: 'Geri' }));
  await stepHeading('Yük');
  expect(screen.getByLabelText('Yükün təsviri')).toHaveValue('Spare parts for pumps');
  expect(
    within(screen.getByRole('group', { name: 'Sətir 2' })).getByLabelText('Çəki (kq, bir ədəd)'),
  ).toHaveValue('15.5');
  expect(screen.getByText('EUR1')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: /Addım 2: Götürülmə ünvanı/ }));
  await stepHeading('Götürülmə ünvanı');
  expect(screen.getByLabelText('Şəhər')).toHaveValue('Bakı');
  expect(screen.getByLabelText('Götürülmə tarixi')).toHaveValue(pickup.date);
  expect(screen.getByText('Azərbaycan')).toBeInTheDocument();

  // Straight on to the preview: Next through every step keeps what was typed.
  for (const title of ['Çatdırılma ünvanı', 'Nəqliyyat növü', 'Yük', 'Sənədlər və qeydlər']) {
    await user.click(next());
    await stepHeading(title);
  }
  await user.click(screen.getByRole('button', { name: 'Önizləmə' }));
  await screen.findByRole('heading', { level: 1, name: 'Sorğuya önizləmə' });
  const pickupSection = await screen.findByRole('region', { name: 'Götürülmə ünvanı' });
  expect(pickupSection).toHaveTextContent('Bakı');
  expect(pickupSection).toHaveTextContent(format(addDays(new Date(), 3), 'dd-MM-yyyy'));
  expect(
    await within(screen.getByRole('region', { name: 'Hara göndərilsin' })).findByText('Xəzər Logistika MMC'),
  ).toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'Sənədlər və qeydlər' })).toHaveTextContent('packing-list.pdf');
  expect(screen.getByRole('link', { name: 'Düzəliş et: Yük' })).toHaveAttribute(
    'href',
    `/inquiries/new?draft=${id}&step=5`,
  );

  await user.click(screen.getByRole('button', { name: 'Göndər' }));
  await waitFor(() => expect(second.router.state.location.pathname).toBe(`/details/${id}`));
  const submit = requests.find((r) => r.path === `/api/inquiries/${id}/submit`)!;
  expect(submit.method).toBe('POST');
  expect(submit.body).toEqual({
    sendTo: 'SELECTED_CARRIERS',
    carrierIds: [4],
    pickup,
    delivery,
    shipmentMode: 'ROAD',
    truckType: 'tilt_96',
    ftl: true,
    containerType: null,
    commodityType: 'industrial_products',
    readiness: 'ready',
    description: 'Spare parts for pumps',
    incoterms: 'FCA',
    goods,
    uploadedFilesId: { packageListId, certificateOfOriginId: '', msdsCertificateId: '' },
    notes: 'Call before arrival',
  });
  requests.stop();
}, 60_000);

it('leads back to the inquiries from the first step, where the flow has no Back button of its own', async () => {
  const { user, router } = renderApp({ url: '/inquiries/new', role: 'IMPORTER' });
  await stepHeading('Hara göndərilsin');
  expect(screen.queryByRole('button', { name: 'Geri' })).not.toBeInTheDocument();
  await user.click(screen.getByRole('link', { name: 'Sorğulara qayıt' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/inquiries'));
  await screen.findByRole('heading', { level: 1, name: 'Sorğular' });
});
