import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@/mocks/node';
import { recordRequests } from '@tests/utils/record-requests';
import { renderApp } from '@tests/utils/render-app';
import { springPage, withUnknownFields } from '@tests/utils/spec-shapes';
import { cellTexts } from '@tests/utils/spec-answers';

// The organisation's members (GET /organization/members, designed), read as a backend may answer:
// a Spring page or a plain array of members with the spec's fields (name, surname, email, user
// status), fields the app has never heard of, an odd row, a status it has no name for.

type Answer = Parameters<typeof HttpResponse.json>[0];

const members = [
  { id: 21, name: 'Aynur', surname: 'Həsənova', email: 'aynur@kur-dasima.az', status: 'ACTIVE' },
  { id: 22, name: 'Elvin', surname: 'Rzayev', email: 'elvin@kur-dasima.az', status: 'INVITED' },
];

const answerMembers = (body: Answer) =>
  server.use(http.get('*/api/organization/members', () => HttpResponse.json(body)));

const rowOf = async (text: string) =>
  (await screen.findAllByTestId('member-row')).find((row) => row.textContent?.includes(text))!;

async function openUsers() {
  renderApp({ url: '/users', role: 'LOGISTIC' });
  return screen.findAllByTestId('member-row');
}

describe('members list: the answers a backend may give', () => {
  it('reads a Spring page of minimal members with unknown fields, its total and its zero-based page', async () => {
    const requests = recordRequests();
    answerMembers(withUnknownFields(springPage(members, { number: 1, size: 10, totalElements: 12 })));
    renderApp({ url: '/users?page=2', role: 'LOGISTIC' });
    const aynur = await rowOf('Aynur');
    expect(cellTexts(aynur).slice(0, 4)).toEqual(['Aynur', 'Həsənova', 'aynur@kur-dasima.az', 'Aktiv']);
    expect(cellTexts(await rowOf('Elvin'))[3]).toBe('Dəvət olunub');
    // Neither is the caller (the answer does not say so), so both can be deactivated.
    expect(within(aynur).getByRole('button', { name: 'Deaktiv et: Aynur Həsənova' })).toBeInTheDocument();
    expect(screen.getByText('12 nəticədən 11–12')).toBeInTheDocument();
    requests.stop();
    const asked = requests.find((r) => r.path === '/api/organization/members')!;
    expect(new URLSearchParams(asked.search).get('page')).toBe('1');
  });

  it('reads a plain array', async () => {
    answerMembers(members);
    expect(await openUsers()).toHaveLength(2);
    expect(screen.getByText('2 nəticədən 1–2')).toBeInTheDocument();
  });

  it('keeps the good rows when one cannot be read, and says a row is missing', async () => {
    answerMembers([members[0], { name: 'No Id', status: 'ACTIVE' }, members[1]]);
    expect(await openUsers()).toHaveLength(2);
    expect(screen.queryByText('No Id')).not.toBeInTheDocument();
    expect(screen.getByText('1 sətir göstərilə bilmədi')).toBeInTheDocument();
  });

  it('shows a status it does not know as its code, offers no action for it, and — for a missing email', async () => {
    answerMembers([{ id: 23, name: 'Orxan', surname: 'Əliyev', email: null, status: 'LOCKED' }]);
    const [row] = await openUsers();
    expect(cellTexts(row!).slice(0, 4)).toEqual(['Orxan', 'Əliyev', '—', 'LOCKED']);
    expect(within(row!).getByText('LOCKED')).toHaveAttribute('data-status', 'LOCKED');
    expect(within(row!).queryByRole('button', { name: /Deaktiv et|Aktiv et/ })).not.toBeInTheDocument();
    expect(within(row!).getByRole('link', { name: 'Redaktə et: Orxan Əliyev' })).toHaveAttribute(
      'href',
      '/organization/23',
    );
  });
});
