import { http } from 'msw';
import { endpoints } from '@/config/endpoints';
import type { OrganizationType } from '@/config/enums';
import {
  adminOrganizationEditSchema,
  organizationEditSchema,
  suspensionSchema,
} from '@/features/organizations/schemas';
import type { OrganizationRecord } from '../db/models';
import { activeWrite, apiUrl, authedWrite, fail, isSuspended, authedRead } from '../http';
import { newestFirst, paginate } from '../paginate';

function toDto(organization: OrganizationRecord) {
  const { carrierProfile, ...rest } = organization;
  void carrierProfile;
  return { ...rest, suspended: isSuspended(organization) };
}

function adminEdit(type: OrganizationType) {
  return authedWrite(['ADMIN'], adminOrganizationEditSchema, ({ request, params, body, db }) => {
    const organization = db.organizations.find((o) => o.id === Number(params.id));
    if (!organization || organization.organizationType === 'ADMIN') throw fail(request, 404, 'notFound');
    if (organization.organizationType !== type) throw fail(request, 409, 'wrongOrganizationType');
    Object.assign(organization, {
      organizaName: body.organizaName.trim(),
      orgRegNumber: body.orgRegNumber.trim(),
      phoneNumber: body.phoneNumber,
      countryCode: body.countryCode,
      orgOfficialMail: body.orgOfficialMail.trim(),
      activity: body.activity.trim(),
    });
    return toDto(organization);
  });
}

export const organizationHandlers = [
  http.put(
    apiUrl(endpoints.organization.current),
    activeWrite(['IMPORTER', 'LOGISTIC'], organizationEditSchema, ({ request, auth, body, db }) => {
      const organization = db.organizations.find((o) => o.id === auth.organization.id);
      if (!organization) throw fail(request, 404, 'notFound');
      Object.assign(organization, {
        organizaName: body.organizaName.trim(),
        orgRegNumber: body.orgRegNumber.trim(),
        phoneNumber: body.phoneNumber,
        countryCode: body.countryCode,
      });
      return toDto(organization);
    }),
  ),

  http.put(apiUrl(endpoints.organization.one(':id')), adminEdit('IMPORTER')),
  http.put(apiUrl(endpoints.organization.logisticUpdate(':id')), adminEdit('LOGISTIC')),

  http.put(
    apiUrl(endpoints.organization.suspension(':id')),
    authedWrite(['ADMIN'], suspensionSchema, ({ request, params, body, db }) => {
      const organization = db.organizations.find((o) => o.id === Number(params.id));
      if (!organization || organization.organizationType === 'ADMIN') throw fail(request, 404, 'notFound');
      organization.suspended = body.suspended;
      organization.suspensionReason = body.suspended ? body.reason.trim() : null;
      organization.suspendedUntil = body.suspended ? body.until : null;
      return toDto(organization);
    }),
  ),

  http.get(
    apiUrl(endpoints.organization.current),
    authedRead(undefined, ({ auth }) => toDto(auth.organization)),
  ),

  http.get(
    apiUrl(endpoints.organization.list),
    authedRead(['ADMIN'], ({ db, url }) => {
      const search = (url.searchParams.get('search') ?? '').toLocaleLowerCase();
      const type = url.searchParams.get('type');
      const status = url.searchParams.get('status');
      const rows = db.organizations
        .filter((o) => o.organizationType !== 'ADMIN')
        .filter((o) => !type || o.organizationType === type)
        .filter((o) => !status || (status === 'suspended') === isSuspended(o))
        .filter(
          (o) =>
            !search || o.organizaName.toLocaleLowerCase().includes(search) || o.orgRegNumber.includes(search),
        )
        .sort(newestFirst)
        .map(toDto);
      return paginate(rows, url);
    }),
  ),

  http.get(
    apiUrl(endpoints.organization.logisticList),
    authedRead(['IMPORTER', 'ADMIN'], ({ db }) =>
      db.organizations.filter((o) => o.organizationType === 'LOGISTIC' && !isSuspended(o)).map(toDto),
    ),
  ),

  http.get(
    apiUrl(endpoints.organization.one(':id')),
    authedRead(['ADMIN'], ({ request, params, db }) => {
      const organization = db.organizations.find((o) => o.id === Number(params.id));
      if (!organization) throw fail(request, 404, 'notFound');
      return toDto(organization);
    }),
  ),
];
