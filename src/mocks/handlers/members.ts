import { http } from 'msw';
import { endpoints } from '@/config/endpoints';
import { memberCreateSchema, memberStatusSchema, memberUpdateSchema } from '@/features/members/schemas';
import { nextId } from '../db/db';
import type { DemoData, UserRecord } from '../db/models';
import { hashPassword } from '../jwt';
import { activeWrite, apiUrl, type AuthContext, fail, failOn, authedRead } from '../http';
import { paginate, searchOf } from '../paginate';

const toMember = (user: UserRecord, auth: AuthContext) => ({
  id: user.id,
  name: user.name,
  surname: user.surname,
  email: user.email,
  status: user.status,
  createdAt: user.createdAt,
  isSelf: user.id === auth.user.id,
});

function ownMember(request: Request, db: DemoData, auth: AuthContext, id: unknown) {
  const user = db.users.find((u) => u.id === Number(id) && u.organizationId === auth.organization.id);
  if (!user) throw fail(request, 404, 'notFound');
  return user;
}

function assertEmailFree(
  request: Request,
  db: DemoData,
  auth: AuthContext,
  email: string,
  exceptId?: number,
) {
  const holder = db.users.find((u) => u.email.toLowerCase() === email.toLowerCase() && u.id !== exceptId);
  if (!holder) return;
  const key = holder.organizationId === auth.organization.id ? 'memberExists' : 'emailOtherOrganization';
  throw failOn(request, 409, key, 'email');
}

export const memberHandlers = [
  http.get(
    apiUrl(endpoints.organization.members),
    authedRead(['IMPORTER', 'LOGISTIC'], ({ auth, db, url }) => {
      const search = searchOf(url.searchParams);
      const status = url.searchParams.get('status');
      const rows = db.users
        .filter((u) => u.organizationId === auth.organization.id)
        .filter((u) => !status || u.status === status)
        .filter((u) => !search || `${u.name} ${u.surname} ${u.email}`.toLocaleLowerCase().includes(search))
        .sort((a, b) => a.createdAt.localeCompare(b.createdAt))
        .map((u) => toMember(u, auth));
      return paginate(rows, url);
    }),
  ),

  http.post(
    apiUrl(endpoints.organization.members),
    activeWrite(
      ['IMPORTER', 'LOGISTIC'],
      memberCreateSchema,
      ({ request, auth, body, db }) => {
        assertEmailFree(request, db, auth, body.email);
        const user: UserRecord = {
          id: nextId(db.users),
          organizationId: auth.organization.id,
          name: body.name.trim(),
          surname: body.surname.trim(),
          email: body.email.trim(),
          passwordHash: hashPassword(body.temporaryPassword),
          status: 'INVITED',
          createdAt: new Date().toISOString(),
        };
        db.users.push(user);
        return toMember(user, auth);
      },
      201,
    ),
  ),

  http.get(
    apiUrl(endpoints.organization.member(':id')),
    authedRead(['IMPORTER', 'LOGISTIC'], ({ request, params, auth, db }) =>
      toMember(ownMember(request, db, auth, params.id), auth),
    ),
  ),

  http.put(
    apiUrl(endpoints.organization.member(':id')),
    activeWrite(['IMPORTER', 'LOGISTIC'], memberUpdateSchema, ({ request, params, auth, body, db }) => {
      const user = ownMember(request, db, auth, params.id);
      assertEmailFree(request, db, auth, body.email, user.id);
      Object.assign(user, {
        name: body.name.trim(),
        surname: body.surname.trim(),
        email: body.email.trim(),
      });
      return toMember(user, auth);
    }),
  ),

  http.put(
    apiUrl(endpoints.organization.memberStatus(':id')),
    activeWrite(['IMPORTER', 'LOGISTIC'], memberStatusSchema, ({ request, params, auth, body, db }) => {
      const user = ownMember(request, db, auth, params.id);
      if (user.id === auth.user.id && body.status === 'DEACTIVATED')
        throw fail(request, 409, 'cannotDeactivateSelf');
      user.status = body.status;
      if (body.status === 'DEACTIVATED')
        db.refreshTokens = db.refreshTokens.filter((t) => t.userId !== user.id);
      return toMember(user, auth);
    }),
  ),
];
