import { http } from 'msw';
import { endpoints } from '@/config/endpoints';
import { passwordChangeSchema, profileUpdateSchema } from '@/features/profile/schemas';
import type { DemoData } from '../db/models';
import { hashPassword } from '../jwt';
import { apiUrl, authedWrite, type AuthContext, fail, HttpError, isSuspended } from '../http';
import { message } from '../messages';
import { issueAccessToken, issueTokens } from '../tokens';

function ownUser(request: Request, db: DemoData, auth: AuthContext) {
  const user = db.users.find((u) => u.id === auth.user.id);
  if (!user) throw fail(request, 404, 'notFound');
  return user;
}

export const profileHandlers = [
  http.put(
    apiUrl(endpoints.me),
    authedWrite(undefined, profileUpdateSchema, ({ request, auth, body, db }) => {
      const user = ownUser(request, db, auth);
      user.name = body.name.trim();
      user.surname = body.surname.trim();
      return {
        id: user.id,
        name: user.name,
        surname: user.surname,
        email: user.email,
        organizationId: auth.organization.id,
        organizationName: auth.organization.organizaName,
        organizationType: auth.organization.organizationType,
        suspended: isSuspended(auth.organization),
        status: user.status,
        createdAt: user.createdAt,
        accessToken: issueAccessToken(user, auth.organization),
      };
    }),
  ),

  http.put(
    apiUrl(endpoints.mePassword),
    authedWrite(undefined, passwordChangeSchema, ({ request, auth, body, db }) => {
      const user = ownUser(request, db, auth);
      if (user.passwordHash !== hashPassword(body.currentPassword))
        throw new HttpError(400, message(request, 'wrongPassword'), {
          currentPassword: message(request, 'wrongPassword'),
        });
      if (body.newPassword === body.currentPassword)
        throw new HttpError(400, message(request, 'samePassword'), {
          newPassword: message(request, 'samePassword'),
        });
      user.passwordHash = hashPassword(body.newPassword);
      db.refreshTokens = db.refreshTokens.filter((t) => t.userId !== user.id);
      return issueTokens(db, user, auth.organization);
    }),
  ),
];
