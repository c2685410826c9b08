import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import toast from 'react-hot-toast';
import { server } from '@/mocks/node';
import { recordRequests } from '@tests/utils/record-requests';
import { expectRetryAfter, byText, UNREADABLE_ANSWERS } from '@tests/utils/unreadable';
import { renderApp } from '@tests/utils/render-app';
import { springPage, withUnknownFields } from '@tests/utils/spec-shapes';
import { minimalOrganization as baki, cellTexts } from '@tests/utils/spec-answers';

// The admin's organisations, answered only as the spec shapes them: the list (GET /organizations),
// one organisation (GET /organization/{id}) and its update through the path of its type
// (PUT /organization/{id}, PUT /logistic/organization/{id}). The spec fixes only the
// organisation's fields; company type, activity, status and creation date may be absent.

beforeEach(() => toast.remove());

type Answer = Parameters<typeof HttpResponse.json>[0];

const xezer = {
  id: 4,
  organizaName: 'Kür Daşımaları MMC',
  phoneNumber: '+994124400500',
  orgRegNumber: '1500876543',
  countryCode: 1,
  orgOfficialMail: 'ops@kur-dasima.az',
};

const answerList = (body: Answer) =>
  server.use(http.get('*/api/organizations', () => HttpResponse.json(body)));

async function openList() {
  renderApp({ url: '/organizations', role: 'ADMIN' });
  await screen.findByRole('heading', { level: 1, name: 'Təşkilatlar' });
  return screen.findAllByTestId('organization-row');
}

describe('organizations list (GET /organizations): the answers the spec allows', () => {
  it.each([
    ['a plain array of minimal spec-shaped organisations', [baki, xezer]],
    ['the same with fields the app has never heard of', withUnknownFields([baki, xezer])],
  ])('shows %s, with — where the answer is silent', async (_, answer) => {
    answerList(answer);
    const [first, second] = await openList();
    // name and registration number, type, activity, status, creation date, the edit link
    expect(cellTexts(first!)).toEqual(['Abşeron İdxal MMC1700123456', '—', '—', '—', '—', 'Redaktə et']);
    expect(cellTexts(second!)[0]).toBe('Kür Daşımaları MMC1500876543');
    expect(within(second!).getByRole('link', { name: 'Redaktə et: Kür Daşımaları MMC' })).toHaveAttribute(
      'href',
      '/organizations/update-organization/4',
    );
    expect(screen.getByText('2 nəticədən 1–2')).toBeInTheDocument();
  });

  it('reads a Spring page: its rows, its total and its zero-based page', async () => {
    const requests = recordRequests();
    answerList(withUnknownFields(springPage([baki, xezer], { number: 1, size: 10, totalElements: 12 })));
    renderApp({ url: '/organizations?page=2', role: 'ADMIN' });
    expect(await screen.findAllByTestId('organization-row')).toHaveLength(2);
    expect(screen.getByText('12 nəticədən 11–12')).toBeInTheDocument();
    requests.stop();
    const asked = requests.find((r) => r.path === '/api/organizations')!;
    expect(new URLSearchParams(asked.search).get('page')).toBe('1');
  });

  it('keeps the good rows when one cannot be read, and says a row is missing', async () => {
    answerList([baki, { organizaName: 'No Id Ltd' }, xezer]);
    const rows = await openList();
    expect(rows.map((row) => cellTexts(row)[0])).toEqual([
      'Abşeron İdxal MMC1700123456',
      'Kür Daşımaları MMC1500876543',
    ]);
    expect(screen.getByText('1 sətir göstərilə bilmədi')).toBeInTheDocument();
    expect(screen.queryByText('No Id Ltd')).not.toBeInTheDocument();
  });

  it('shows a company type it does not know as its code, and a known one by name', async () => {
    answerList([
      { ...baki, organizationType: 'FREIGHT_FORWARDER', suspended: false },
      { ...xezer, organizationType: 'LOGISTIC', suspended: true },
    ]);
    const [first, second] = await openList();
    expect(cellTexts(first!).slice(1, 4)).toEqual(['FREIGHT_FORWARDER', '—', 'Aktiv']);
    expect(cellTexts(second!)[1]).toBe('Daşıyıcı');
    expect(cellTexts(second!)[3]).toMatch(/^Müvəqqəti dayandırılıb/);
  });

  it.each(UNREADABLE_ANSWERS)('shows $what as an error with a retry', async (unreadable) => {
    answerList([baki]);
    await expectRetryAfter({
      unreadable,
      path: '*/api/organizations',
      call: 'GET /organizations',
      url: '/organizations',
      role: 'ADMIN',
      content: { ...byText('Abşeron İdxal MMC'), query: () => screen.queryByTestId('organization-row') },
    });
  });
});

describe('one organisation (GET /organization/{id}) and its update (admin)', () => {
  /** A backend holding one organisation: GET answers it, PUT (either path) stores the body. */
  function serveOne(initial: Record<string, unknown>, putAnswer: () => Response) {
    let current = initial;
    const put = async ({ request }: { request: Request }) => {
      current = { ...current, ...((await request.json()) as Record<string, unknown>) };
      return putAnswer();
    };
    server.use(
      http.get('*/api/organization/:id', () => HttpResponse.json(current as Answer)),
      http.put('*/api/organization/:id', put),
      http.put('*/api/logistic/organization/:id', put),
    );
  }

  const name = () => screen.getByLabelText('Şirkətin adı');

  async function saveNewName(id: number, next: string) {
    const requests = recordRequests();
    const { user } = renderApp({ url: `/organizations/update-organization/${id}`, role: 'ADMIN' });
    await waitFor(() => expect(name()).not.toHaveValue(''));
    await user.clear(name());
    await user.type(name(), next);
    await user.click(screen.getByRole('button', { name: 'Yadda saxla' }));
    expect(await screen.findByText('Təşkilat məlumatları yadda saxlanıldı')).toBeInTheDocument();
    return requests;
  }

  it('shows the minimal answer, saves through PUT /organization/{id} answered with nothing, and fetches again', async () => {
    serveOne(baki, () => new HttpResponse(null, { status: 204 }));
    const requests = await saveNewName(1, 'Abşeron Group MMC');
    // The header shows the organisation as the GET after the save returned it.
    expect(await screen.findByText('Abşeron Group MMC', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByText(/^— · qeydiyyat tarixi —$/)).toBeInTheDocument();
    requests.stop();
    const put = requests.findIndex((r) => r.method === 'PUT');
    expect(requests[put]).toMatchObject({
      path: '/api/organization/1',
      // Every field of the admin's form; the activity the answer did not give goes as empty.
      body: {
        organizaName: 'Abşeron Group MMC',
        orgRegNumber: '1700123456',
        phoneNumber: '+994125550101',
        countryCode: 1,
        orgOfficialMail: 'office@abseron-idxal.az',
        activity: '',
      },
    });
    expect(requests.slice(put + 1).some((r) => r.method === 'GET' && r.path === '/api/organization/1')).toBe(
      true,
    );
    expect(name()).toHaveValue('Abşeron Group MMC');
  });

  it('saves a carrier through PUT /logistic/organization/{id} answered with unknown fields, and fetches again', async () => {
    serveOne(withUnknownFields({ ...xezer, organizationType: 'LOGISTIC', activity: 'Road freight' }), () =>
      HttpResponse.json(withUnknownFields({ status: 'OK', organizaName: 'Köhnə ad' })),
    );
    const requests = await saveNewName(4, 'Kür Logistika QSC');
    expect(await screen.findByText('Kür Logistika QSC', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByText(/^Daşıyıcı · /)).toBeInTheDocument();
    requests.stop();
    const put = requests.findIndex((r) => r.method === 'PUT');
    expect(requests[put]?.path).toBe('/api/logistic/organization/4');
    expect(requests[put]?.body).toMatchObject({
      organizaName: 'Kür Logistika QSC',
      activity: 'Road freight',
    });
    expect(requests.slice(put + 1).some((r) => r.method === 'GET' && r.path === '/api/organization/4')).toBe(
      true,
    );
    expect(name()).toHaveValue('Kür Logistika QSC');
  });
  /** The save counted as done: the PUT went to `path`, the organisation was fetched again and shown. */
  async function expectSavedAndFetchedAgain(
    requests: Awaited<ReturnType<typeof saveNewName>>,
    path: string,
    next: string,
  ) {
    expect(await screen.findByText(next, { selector: 'p' })).toBeInTheDocument();
    requests.stop();
    const put = requests.findIndex((r) => r.method === 'PUT');
    expect(requests[put]?.path).toBe(path);
    expect(requests[put]?.body).toMatchObject({ organizaName: next });
    const id = path.split('/').pop();
    expect(
      requests.slice(put + 1).some((r) => r.method === 'GET' && r.path === `/api/organization/${id}`),
    ).toBe(true);
    expect(name()).toHaveValue(next);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  }

  it.each([
    ['an empty JSON object', () => HttpResponse.json({})],
    ['just the id', () => HttpResponse.json({ id: 1 })],
    [
      'fields the app has never heard of',
      () => HttpResponse.json(withUnknownFields({ id: 1, status: 'OK', organizaName: 'Köhnə ad' })),
    ],
  ])('counts PUT /organization/{id} answered with %s as saved, and fetches again', async (_, answer) => {
    serveOne(baki, answer);
    const requests = await saveNewName(1, 'Abşeron Group MMC');
    await expectSavedAndFetchedAgain(requests, '/api/organization/1', 'Abşeron Group MMC');
  });

  it.each([
    ['nothing (204)', () => new HttpResponse(null, { status: 204 })],
    ['an empty JSON object', () => HttpResponse.json({})],
    ['just the id', () => HttpResponse.json({ id: 4 })],
  ])(
    'counts PUT /logistic/organization/{id} answered with %s as saved, and fetches again',
    async (_, answer) => {
      serveOne({ ...xezer, organizationType: 'LOGISTIC' }, answer);
      const requests = await saveNewName(4, 'Kür Logistika QSC');
      await expectSavedAndFetchedAgain(requests, '/api/logistic/organization/4', 'Kür Logistika QSC');
    },
  );
});
