import { http, HttpResponse } from 'msw';
import { endpoints } from '@/config/endpoints';
import { readDb } from '../db/db';
import { apiUrl, handle } from '../http';

// Country and city look-ups (spec §7). Public: registration needs them before a session exists.

export const countryHandlers = [
  http.get(
    apiUrl(endpoints.countries),
    handle(() => HttpResponse.json(readDb().countries.map(({ id, name }) => ({ id, name })))),
  ),
  http.get(
    apiUrl(endpoints.cities),
    handle(({ request }) => {
      const url = new URL(request.url);
      const countryId = Number(url.searchParams.get('countryId'));
      const query = (url.searchParams.get('cityName') ?? '').toLocaleLowerCase();
      const cities = readDb()
        .cities.filter((c) => c.countryId === countryId && c.name.toLocaleLowerCase().includes(query))
        .map(({ id, name, countryId: cid }) => ({ id, name, countryId: cid }));
      return HttpResponse.json(cities);
    }),
  ),
];
