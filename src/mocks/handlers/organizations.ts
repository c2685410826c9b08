import { http, HttpResponse } from 'msw';
import { endpoints } from '@/config/endpoints';
import { readDb } from '../db/db';
import type { OrganizationRecord } from '../db/models';
import { apiUrl, authenticate, fail, handle } from '../http';
import { paginate } from '../paginate';

// Organisations (spec §7). Everyone reads their own; only an admin lists or opens others.

const toDto = (o: OrganizationRecord) => ({ ...o });

export const organizationHandlers = [
  http.get(
    apiUrl(endpoints.organization.current),
    handle(({ request }) => HttpResponse.json(toDto(authenticate(request).organization))),
  ),

  http.get(
    apiUrl(endpoints.organization.list),
    handle(({ request }) => {
      authenticate(request, ['ADMIN']);
      const url = new URL(request.url);
      const search = (url.searchParams.get('search') ?? '').toLocaleLowerCase();
      const type = url.searchParams.get('type');
      const rows = readDb()
        .organizations.filter((o) => o.organizationType !== 'ADMIN')
        .filter((o) => !type || o.organizationType === type)
        .filter(
          (o) =>
            !search || o.organizaName.toLocaleLowerCase().includes(search) || o.orgRegNumber.includes(search),
        )
        .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
        .map(toDto);
      return HttpResponse.json(paginate(rows, url));
    }),
  ),

  http.get(
    apiUrl(endpoints.organization.logisticList),
    handle(({ request }) => {
      authenticate(request, ['ADMIN']);
      return HttpResponse.json(
        readDb()
          .organizations.filter((o) => o.organizationType === 'LOGISTIC')
          .map(toDto),
      );
    }),
  ),

  http.get(
    apiUrl(endpoints.organization.carriers),
    handle(({ request }) => {
      authenticate(request, ['IMPORTER', 'ADMIN']);
      const db = readDb();
      return HttpResponse.json(
        db.organizations
          .filter((o) => o.organizationType === 'LOGISTIC' && !o.suspended)
          .map((o) => ({
            id: o.id,
            name: o.organizaName,
            countryName: db.countries.find((c) => c.id === o.countryCode)?.name ?? '',
          })),
      );
    }),
  ),

  http.get(
    apiUrl(endpoints.organization.one(':id')),
    handle(({ request, params }) => {
      authenticate(request, ['ADMIN']);
      const organization = readDb().organizations.find((o) => o.id === Number(params.id));
      if (!organization) throw fail(request, 404, 'notFound');
      return HttpResponse.json(toDto(organization));
    }),
  ),
];
