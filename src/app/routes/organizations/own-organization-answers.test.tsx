import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import toast from 'react-hot-toast';
import { server } from '@/mocks/node';
import { recordRequests } from '@tests/utils/record-requests';
import { expectRetryAfter, byRegion, UNREADABLE_ANSWERS } from '@tests/utils/unreadable';
import { renderApp } from '@tests/utils/render-app';
import { springPage, withUnknownFields } from '@tests/utils/spec-shapes';
import { minimalOrganization as minimal } from '@tests/utils/spec-answers';

// The own organisation (GET /organization, PUT /organization) and the country list its edit
// screen offers (GET /country/list), answered only as the spec shapes them (organizaName,
// phoneNumber, orgRegNumber, countryCode — a country id — orgOfficialMail). Everything else the
// screens show is optional: '—' when absent, its code when unknown.

beforeEach(() => toast.remove());

type Answer = Parameters<typeof HttpResponse.json>[0];

/** A backend holding one organisation: GET answers it, PUT stores the body and answers `putAnswer`. */
function serveOrganization(initial: Record<string, unknown>, putAnswer?: () => Response) {
  let current = initial;
  server.use(
    http.get('*/api/organization', () => HttpResponse.json(current as Answer)),
    http.put('*/api/organization', async ({ request }) => {
      current = { ...current, ...((await request.json()) as Record<string, unknown>) };
      return putAnswer ? putAnswer() : HttpResponse.json(current as Answer);
    }),
  );
}

/** The value beside a label in the profile's definition list. */
const fact = (profile: HTMLElement, label: string) =>
  within(profile).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

async function openProfile(name: string) {
  renderApp({ url: '/organization', role: 'IMPORTER' });
  return screen.findByRole('region', { name });
}

const input = (label: string) => screen.getByLabelText(label, { selector: 'input' });

async function openEdit(name: string) {
  const view = renderApp({ url: '/organization/edit', role: 'IMPORTER' });
  await waitFor(() => expect(input('Şirkətin adı')).toHaveValue(name));
  return view;
}

describe('own organisation: the answers the spec allows', () => {
  it.each([
    ['the minimal spec-shaped answer', minimal],
    ['the same answer with fields the app has never heard of', withUnknownFields(minimal)],
  ])('shows %s, with — for what it does not carry', async (_, answer) => {
    serveOrganization(answer);
    const profile = await openProfile('Abşeron İdxal MMC');
    expect(fact(profile, 'Şirkətin adı')).toBe('Abşeron İdxal MMC');
    expect(fact(profile, 'VÖEN / qeydiyyat nömrəsi')).toBe('1700123456');
    expect(fact(profile, 'Telefon nömrəsi')).toBe('+994125550101');
    expect(fact(profile, 'Rəsmi e-poçt')).toBe('office@abseron-idxal.az');
    await waitFor(() => expect(fact(profile, 'Ölkə')).toBe('Azərbaycan'));
    for (const label of ['Şirkətin növü', 'Fəaliyyət', 'Yaradılma tarixi', 'Status'])
      expect(fact(profile, label)).toBe('—');
    expect(screen.queryByText(/someFutureField|undefined|null/)).not.toBeInTheDocument();
  });

  it('shows a company type it does not know as its code, and nulls as —', async () => {
    serveOrganization({ ...minimal, organizationType: 'FREIGHT_FORWARDER', activity: null, suspended: null });
    const profile = await openProfile('Abşeron İdxal MMC');
    expect(fact(profile, 'Şirkətin növü')).toBe('FREIGHT_FORWARDER');
    expect(fact(profile, 'Fəaliyyət')).toBe('—');
    expect(fact(profile, 'Status')).toBe('—');
  });

  it.each(UNREADABLE_ANSWERS)('shows $what as an error with a retry', async (unreadable) => {
    serveOrganization(minimal);
    await expectRetryAfter({
      unreadable,
      path: '*/api/organization',
      call: 'GET /organization',
      url: '/organization',
      role: 'IMPORTER',
      content: byRegion('Abşeron İdxal MMC'),
    });
  });

  it('fills the edit form from the minimal answer and sends the spec’s fields back', async () => {
    serveOrganization(minimal);
    const requests = recordRequests();
    const { user } = await openEdit('Abşeron İdxal MMC');
    expect(input('VÖEN / qeydiyyat nömrəsi')).toHaveValue('1700123456');
    expect(input('E-poçt ünvanı')).toHaveValue('office@abseron-idxal.az');
    expect(input('E-poçt ünvanı')).toBeDisabled();
    expect(await screen.findByText('Azərbaycan')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Yadda saxla' }));
    await screen.findByText('Təşkilatın məlumatları yeniləndi');
    requests.stop();
    const { id, ...fields } = minimal;
    expect(id).toBe(1);
    expect(requests.find((r) => r.method === 'PUT')?.body).toEqual(fields);
  });

  it('never sends an official email the server did not give (it is not blanked)', async () => {
    serveOrganization({ id: 1, organizaName: 'Abşeron İdxal MMC' });
    const requests = recordRequests();
    const { user } = await openEdit('Abşeron İdxal MMC');
    // What the answer leaves out starts empty, and the rules ask for it.
    expect(input('VÖEN / qeydiyyat nömrəsi')).toHaveValue('');
    expect(input('E-poçt ünvanı')).toHaveValue('');
    await user.type(input('VÖEN / qeydiyyat nömrəsi'), '1700123456');
    await user.type(screen.getByRole('textbox', { name: 'Telefon nömrəsi' }), '501234567');
    await user.click(input('Ölkə'));
    // The country select's own menu: the phone field lists Gürcüstan too.
    const menuId = await waitFor(() => input('Ölkə').getAttribute('aria-controls') ?? undefined);
    const menu = await waitFor(() => document.getElementById(menuId!)!);
    await user.click(await within(menu).findByRole('option', { name: 'Gürcüstan' }));
    await user.click(screen.getByRole('button', { name: 'Yadda saxla' }));
    await screen.findByText('Təşkilatın məlumatları yeniləndi');
    requests.stop();
    const body = requests.find((r) => r.method === 'PUT')?.body as Record<string, unknown>;
    expect(body).toEqual({
      organizaName: 'Abşeron İdxal MMC',
      orgRegNumber: '1700123456',
      phoneNumber: '+994501234567',
      countryCode: 3,
    });
    expect('orgOfficialMail' in body).toBe(false);
  });

  it.each([
    ['no content (204)', () => new HttpResponse(null, { status: 204 })],
    ['an empty 200', () => new HttpResponse('', { status: 200 })],
    [
      'an answer with unknown fields and stale values',
      () => HttpResponse.json(withUnknownFields({ ...minimal, organizaName: 'Köhnə ad' })),
    ],
  ])('after a PUT answered with %s, fetches the organisation again and shows it', async (_, putAnswer) => {
    serveOrganization(minimal, putAnswer);
    const requests = recordRequests();
    const { user, router } = await openEdit('Abşeron İdxal MMC');
    await user.clear(input('Şirkətin adı'));
    await user.type(input('Şirkətin adı'), 'Abşeron Group MMC');
    await user.click(screen.getByRole('button', { name: 'Yadda saxla' }));

    expect(await screen.findByText('Təşkilatın məlumatları yeniləndi')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/organization'));
    const profile = await screen.findByRole('region', { name: 'Abşeron Group MMC' });
    expect(fact(profile, 'Şirkətin adı')).toBe('Abşeron Group MMC');
    requests.stop();
    const put = requests.findIndex((r) => r.method === 'PUT' && r.path === '/api/organization');
    expect(put).toBeGreaterThan(-1);
    expect(requests.slice(put + 1).some((r) => r.method === 'GET' && r.path === '/api/organization')).toBe(
      true,
    );
  });
});

describe('the country list (GET /country/list) on the edit screen', () => {
  const countries = [
    { id: 1, name: 'Azerbaijan' },
    { id: 3, name: 'Georgia' },
  ];

  const offeredCountries = async (user: ReturnType<typeof renderApp>['user']) => {
    await user.click(input('Ölkə'));
    // The select's own list (the page has other selects: language, phone country code).
    const listId = await waitFor(() => input('Ölkə').getAttribute('aria-controls') ?? undefined);
    const list = await waitFor(() => document.getElementById(listId!)!);
    return within(list)
      .getAllByRole('option')
      .map((option) => option.textContent);
  };

  it.each([
    ['a plain array of id and name', countries],
    ['a Spring page with unknown fields', withUnknownFields(springPage(countries))],
  ])('offers the countries of %s', async (_, answer) => {
    serveOrganization(minimal);
    server.use(http.get('*/api/country/list', () => HttpResponse.json(answer)));
    const { user } = await openEdit('Abşeron İdxal MMC');
    // The organisation's countryCode names its country among them.
    expect(await screen.findByText('Azerbaijan')).toBeInTheDocument();
    expect(await offeredCountries(user)).toEqual(['Azerbaijan', 'Georgia']);
  });

  it('keeps the good countries when one row cannot be read', async () => {
    serveOrganization(minimal);
    server.use(
      http.get('*/api/country/list', () =>
        HttpResponse.json([
          countries[0],
          { id: 'x-9', name: 'Nowhere' },
          { id: 4 },
          { id: '3', name: 'Georgia' },
        ]),
      ),
    );
    const { user } = await openEdit('Abşeron İdxal MMC');
    // A numeric string id reads as the number: Georgia is still country 3.
    expect(await offeredCountries(user)).toEqual(['Azerbaijan', 'Georgia']);
  });
});
