import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { recordRequests } from '@tests/utils/record-requests';
import { finishPickupStep, openPickupStep } from '@tests/utils/create-flow';
import { server } from '@/mocks/node';
import { springPage, withUnknownFields } from '@tests/utils/spec-shapes';

// The city look-up of the create flow's addresses (GET /api/cities with countryId and
// cityName). The spec says nothing of a city's shape beyond its name; a backend may
// answer a plain array or a Spring page, with fields the app has never heard of.

type Answer = Parameters<typeof HttpResponse.json>[0];

const cities = [
  { id: 11, name: 'Baku' },
  { id: 12, name: 'Bakıxanov' },
];

/** Answers every look-up with `body`, keeping what each one asked for. */
function answerCities(body: Answer) {
  const asked: URLSearchParams[] = [];
  server.use(
    http.get('*/api/cities', ({ request }) => {
      asked.push(new URL(request.url).searchParams);
      return HttpResponse.json(body);
    }),
  );
  return asked;
}

async function typeCity(typed: string) {
  const { user } = await openPickupStep();
  await user.click(screen.getByLabelText('Ölkə'));
  await user.click(await screen.findByRole('option', { name: 'Azərbaycan' }));
  await user.type(screen.getByLabelText('Şəhər'), typed);
  return user;
}

const suggestions = async () => {
  const list = await screen.findByRole('listbox', { name: 'Şəhər təklifləri' });
  await waitFor(() => expect(within(list).getAllByRole('option').length).toBeGreaterThan(0));
  return within(list)
    .getAllByRole('option')
    .map((option) => option.textContent);
};

describe('create inquiry: the city look-up', () => {
  it.each([
    ['a plain array of id and name', cities],
    ['a Spring page with unknown fields', withUnknownFields(springPage(cities))],
    ['names alone, with no id', cities.map(({ name }) => ({ name }))],
  ])('suggests the cities of %s, asking with countryId and cityName', async (_, answer) => {
    const asked = answerCities(answer);
    const user = await typeCity('Bak');
    expect(await suggestions()).toEqual(['Baku', 'Bakıxanov']);
    await waitFor(() =>
      expect(asked.some((q) => q.get('countryId') === '1' && q.get('cityName') === 'Bak')).toBe(true),
    );
    await user.click(screen.getByRole('option', { name: 'Bakıxanov' }));
    expect(screen.getByLabelText('Şəhər')).toHaveValue('Bakıxanov');
  });

  it('keeps the good suggestions when one row cannot be read', async () => {
    answerCities([cities[0], { id: 13 }, { id: 14, name: '' }, cities[1]]);
    await typeCity('Bak');
    expect(await suggestions()).toEqual(['Baku', 'Bakıxanov']);
  });

  it('sends the chosen city with the draft', async () => {
    answerCities(withUnknownFields(springPage(cities)));
    const requests = recordRequests();
    const user = await typeCity('Bak');
    await suggestions();
    await user.click(screen.getByRole('option', { name: 'Baku' }));
    const saved = await finishPickupStep(user, requests);
    expect(saved?.body).toMatchObject({ values: { pickup: { countryId: 1, city: 'Baku' } } });
  });
});
