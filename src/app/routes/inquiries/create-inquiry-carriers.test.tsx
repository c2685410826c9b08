import { screen, waitFor, within } from '@testing-library/react';
import { addDays, format } from 'date-fns';
import { http, HttpResponse } from 'msw';
import { readDb } from '@/mocks/db/db';
import { server } from '@/mocks/node';
import { wholeInquiryInput } from '@tests/utils/factories';
import { givenSavedDraft } from '@tests/utils/inquiries';
import { recordRequests } from '@tests/utils/record-requests';
import { expectConsoleError } from '@tests/utils/console-errors';
import { renderApp } from '@tests/utils/render-app';
import { springPage, withUnknownFields } from '@tests/utils/spec-shapes';
import { openRecorded } from './open-recorded';

// 'Where to send' in the create flow: the carriers an importer picks from come from the
// spec's GET /logistic-organizations, whatever shape of list the backend answers, and
// the inquiry that is sent names the carrier picked.

const day = (offset: number) => format(addDays(new Date(), offset), 'yyyy-MM-dd');

/** The spec names only the organisation's fields; a carrier row carries no more than these. */
const carriers = [
  { id: 5, organizaName: 'Caspian Freight LLC', countryCode: 2 },
  { id: 6, organizaName: 'Ganja Road Haulage', countryCode: 1 },
];

function answerCarriers(body: Parameters<typeof HttpResponse.json>[0], init?: ResponseInit) {
  server.use(http.get('*/api/logistic-organizations', () => HttpResponse.json(body, init)));
}

const carrierPicker = async () => {
  const { user } = renderApp({ url: '/inquiries/new', role: 'IMPORTER' });
  await screen.findByRole('heading', { level: 2, name: 'Hara göndərilsin' });
  await user.click(screen.getByRole('radio', { name: /Seçdiyim daşıyıcılara/ }));
  return user;
};

const offered = () =>
  screen.getAllByRole('checkbox').map((box) => box.closest('label')?.textContent?.trim() ?? '');

/** Picks a carrier and moves on: the draft saved at Next names the carrier's id. */
async function pickAndSave(user: ReturnType<typeof renderApp>['user'], name: RegExp, expectedId: number) {
  const requests = recordRequests();
  await user.click(screen.getByRole('checkbox', { name }));
  await user.click(screen.getByRole('button', { name: 'Növbəti' }));
  await screen.findByRole('heading', { level: 2, name: 'Götürülmə ünvanı' });
  requests.stop();
  const saved = requests.find((r) => r.method === 'POST' && r.path === '/api/inquiries');
  expect(saved?.body).toMatchObject({
    values: { sendTo: 'SELECTED_CARRIERS', carrierIds: [expectedId] },
  });
}

describe('create inquiry: the carriers to send to', () => {
  it("offers the demo backend's active carriers from GET /logistic-organizations", async () => {
    const requests = recordRequests();
    await carrierPicker();
    await screen.findByRole('checkbox', { name: /Xəzər Logistika MMC/ });
    requests.stop();
    const active = readDb().organizations.filter((o) => o.organizationType === 'LOGISTIC' && !o.suspended);
    expect(offered()).toHaveLength(active.length);
    for (const carrier of active)
      expect(screen.getByRole('checkbox', { name: new RegExp(carrier.organizaName) })).toBeInTheDocument();
    // Poti Sea Lines is suspended: it takes no new work.
    expect(screen.queryByRole('checkbox', { name: /Poti Sea Lines/ })).not.toBeInTheDocument();
    expect(requests.some((r) => r.method === 'GET' && r.path === '/api/logistic-organizations')).toBe(true);
    expect(requests.some((r) => r.path === '/api/carriers')).toBe(false);
  });

  it('reads a plain array of spec-shaped organisations, with the country named', async () => {
    answerCarriers(carriers);
    const user = await carrierPicker();
    const caspian = await screen.findByRole('checkbox', { name: /Caspian Freight LLC/ });
    expect(caspian.closest('label')).toHaveTextContent('Türkiyə');
    expect(screen.getByRole('checkbox', { name: /Ganja Road Haulage/ }).closest('label')).toHaveTextContent(
      'Azərbaycan',
    );
    expect(offered()).toHaveLength(2);
    await pickAndSave(user, /Caspian Freight LLC/, 5);
  });

  it('reads a Spring page whose rows carry fields the app has never heard of', async () => {
    answerCarriers(withUnknownFields(springPage(carriers, { size: 20 })));
    const user = await carrierPicker();
    expect(await screen.findByRole('checkbox', { name: /Ganja Road Haulage/ })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /Caspian Freight LLC/ }).closest('label')).toHaveTextContent(
      'Türkiyə',
    );
    expect(offered()).toHaveLength(2);
    await pickAndSave(user, /Ganja Road Haulage/, 6);
  });

  it('keeps the good carriers when one row cannot be read, and says a row is missing', async () => {
    answerCarriers([
      carriers[0],
      { id: 'not-a-number', organizaName: 'Broken Row Ltd' },
      { id: 9, organizaName: null },
      { ...carriers[1], countryCode: null, phoneNumber: null, suspended: null },
      { id: 10, organizaName: 'Suspended Cargo', suspended: true },
    ]);
    await carrierPicker();
    await screen.findByRole('checkbox', { name: /Caspian Freight LLC/ });
    // The name and, when the server gives a country, its name under it.
    expect(offered()).toEqual(['Caspian Freight LLCTürkiyə', 'Ganja Road Haulage']);
    expect(screen.queryByText(/Broken Row Ltd|Suspended Cargo/)).not.toBeInTheDocument();
    expect(screen.getByText('2 sətir göstərilə bilmədi')).toBeInTheDocument();
  });

  it('shows an HTML page answered with status 200 as an error with a retry', async () => {
    const error = expectConsoleError(
      /^Unexpected response from GET \/logistic-organizations: field '\(answer\)'/,
    );
    answerCarriers(carriers);
    server.use(
      http.get(
        '*/api/logistic-organizations',
        () =>
          new HttpResponse('<!doctype html><html><body>Login</body></html>', {
            status: 200,
            headers: { 'Content-Type': 'text/html' },
          }),
        { once: true },
      ),
    );
    const user = await carrierPicker();
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(error).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Yenidən cəhd et' }));
    expect(await screen.findByRole('checkbox', { name: /Caspian Freight LLC/ })).toBeInTheDocument();
  });

  it('sends the inquiry to the carrier picked from the list', async () => {
    answerCarriers(withUnknownFields(springPage(carriers)));
    const draft = givenSavedDraft(wholeInquiryInput(day(2), day(9)));
    const { user, router, requests } = openRecorded(`/inquiries/new?draft=${draft.id}&step=1`, 'IMPORTER');
    await screen.findByRole('heading', { level: 2, name: 'Hara göndərilsin' });
    await user.click(screen.getByRole('radio', { name: /Seçdiyim daşıyıcılara/ }));
    await user.click(await screen.findByRole('checkbox', { name: /Ganja Road Haulage/ }));
    for (const title of [
      'Götürülmə ünvanı',
      'Çatdırılma ünvanı',
      'Nəqliyyat növü',
      'Yük',
      'Sənədlər və qeydlər',
    ]) {
      await user.click(screen.getByRole('button', { name: 'Növbəti' }));
      await screen.findByRole('heading', { level: 2, name: title });
    }
    await user.click(screen.getByRole('button', { name: 'Önizləmə' }));
    const sendTo = await screen.findByRole('region', { name: 'Hara göndərilsin' });
    expect(await within(sendTo).findByText('Ganja Road Haulage')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Göndər' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/details/${draft.id}`));
    requests.stop();
    const submit = requests.find((r) => r.path === `/api/inquiries/${draft.id}/submit`);
    expect(submit?.body).toMatchObject({ sendTo: 'SELECTED_CARRIERS', carrierIds: [6] });
    expect(readDb().inquiries.find((i) => i.id === draft.id)?.carrierIds).toEqual([6]);
  }, 60_000);
});
