import { http, HttpResponse } from 'msw';
import { endpoints } from '@/config/endpoints';
import { matchesAnyName } from '@/lib/search-fold';
import { readDb } from '../db/db';
import { apiUrl, handle, languageOf } from '../http';

export const countryHandlers = [
  http.get(
    apiUrl(endpoints.countries),
    handle(({ request }) => {
      const language = languageOf(request);
      return HttpResponse.json(
        readDb().countries.map(({ id, names }) => ({ id, name: names[language], names })),
      );
    }),
  ),
  http.get(
    apiUrl(endpoints.cities),
    handle(({ request }) => {
      const language = languageOf(request);
      const url = new URL(request.url);
      const countryId = Number(url.searchParams.get('countryId'));
      const query = url.searchParams.get('cityName') ?? '';
      const cities = readDb()
        .cities.filter((c) => c.countryId === countryId)
        .map(({ id, names, countryId: cid }) => ({ id, name: names[language], countryId: cid, names }))
        .filter((c) => matchesAnyName(Object.values(c.names), query));
      return HttpResponse.json(cities);
    }),
  ),
];
