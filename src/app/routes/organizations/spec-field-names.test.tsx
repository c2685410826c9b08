import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import toast from 'react-hot-toast';
import { server } from '@/mocks/node';
import { recordRequests } from '@tests/utils/record-requests';
import { renderApp } from '@tests/utils/render-app';
import { cellTexts, minimalOrganization } from '@tests/utils/spec-answers';

// The organisation and its members as a backend written from the spec alone may answer them: the
// current organisation with the spec's five fields and no id (PUT /organization takes none), and
// the loosely named fields ('company type', 'creation date', 'temporary suspension status', 'user
// status') under any of the names their one table accepts (ORGANIZATION_FIELD_NAMES, MEMBER_FIELD_NAMES).

beforeEach(() => toast.remove());

type Answer = Parameters<typeof HttpResponse.json>[0];

/** The spec's five Organisation fields, and nothing else: no id. */
const { id: _id, ...fiveFields } = minimalOrganization;

const serveOrganization = (body: Record<string, unknown>) =>
  server.use(
    http.get('*/api/organization', () => HttpResponse.json(body as Answer)),
    http.put('*/api/organization', () => new HttpResponse(null, { status: 204 })),
  );

const fact = (profile: HTMLElement, label: string) =>
  within(profile).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

const input = (label: string) => screen.getByLabelText(label, { selector: 'input' });

describe('the current organisation, as the spec names it', () => {
  it('shows an answer of the five spec fields only, with no id', async () => {
    serveOrganization(fiveFields);
    renderApp({ url: '/organization', role: 'IMPORTER' });
    const profile = await screen.findByRole('region', { name: 'Abşeron İdxal MMC' });
    expect(fact(profile, 'VÖEN / qeydiyyat nömrəsi')).toBe('1700123456');
    expect(fact(profile, 'Rəsmi e-poçt')).toBe('office@abseron-idxal.az');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('edits and saves an organisation that came without an id', async () => {
    serveOrganization(fiveFields);
    const requests = recordRequests();
    const { user } = renderApp({ url: '/organization/edit', role: 'IMPORTER' });
    await waitFor(() => expect(input('Şirkətin adı')).toHaveValue('Abşeron İdxal MMC'));
    await user.clear(input('Şirkətin adı'));
    await user.type(input('Şirkətin adı'), 'Abşeron Logistika MMC');
    await user.click(screen.getByRole('button', { name: 'Yadda saxla' }));
    await waitFor(() => expect(requests.some((r) => r.method === 'PUT')).toBe(true));
    await waitFor(() =>
      expect(requests.find((r) => r.method === 'PUT')!.body).toMatchObject({
        organizaName: 'Abşeron Logistika MMC',
        orgOfficialMail: 'office@abseron-idxal.az',
      }),
    );
    requests.stop();
  });

  it('reads company type, creation date, suspension and e-mail under the names the spec implies', async () => {
    serveOrganization({
      organizationName: 'Kür Daşıma MMC',
      companyType: 'LOGISTIC',
      creationDate: '2026-01-15T09:30:00',
      temporarySuspension: false,
      emailAddress: 'office@kur-dasima.az',
      phone: '+994125550202',
      registrationNumber: '1400555000',
      countryId: 1,
    });
    renderApp({ url: '/organization', role: 'IMPORTER' });
    const profile = await screen.findByRole('region', { name: 'Kür Daşıma MMC' });
    expect(fact(profile, 'Şirkətin növü')).toBe('Daşıyıcı');
    expect(fact(profile, 'Yaradılma tarixi')).toBe('15-01-2026');
    expect(fact(profile, 'Status')).toBe('Aktiv');
    expect(fact(profile, 'Rəsmi e-poçt')).toBe('office@kur-dasima.az');
    expect(fact(profile, 'Telefon nömrəsi')).toBe('+994125550202');
    expect(fact(profile, 'VÖEN / qeydiyyat nömrəsi')).toBe('1400555000');
    await waitFor(() => expect(fact(profile, 'Ölkə')).toBe('Azərbaycan'));
  });
});

describe('members, as the spec names them', () => {
  it('reads the user status, names and creation date under their other names', async () => {
    server.use(
      http.get('*/api/organization/members', () =>
        HttpResponse.json([
          { userId: 21, firstName: 'Aynur', lastName: 'Həsənova', email: 'a@kur.az', userStatus: 'ACTIVE' },
          { id: 22, name: 'Elvin', surname: 'Rzayev', email: 'e@kur.az' },
        ]),
      ),
    );
    renderApp({ url: '/users', role: 'LOGISTIC' });
    const rows = await screen.findAllByTestId('member-row');
    expect(rows).toHaveLength(2);
    expect(cellTexts(rows[0]!).slice(0, 4)).toEqual(['Aynur', 'Həsənova', 'a@kur.az', 'Aktiv']);
    // No status under any name: the row shows '—' and offers no action it cannot know is allowed.
    expect(cellTexts(rows[1]!).slice(0, 4)).toEqual(['Elvin', 'Rzayev', 'e@kur.az', '—']);
    expect(within(rows[1]!).queryByRole('button', { name: /Deaktiv et|Aktiv et/ })).not.toBeInTheDocument();
  });
});
