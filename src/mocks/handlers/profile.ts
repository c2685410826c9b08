import { http } from 'msw';
import { endpoints } from '@/config/endpoints';
import { passwordChangeSchema, profileUpdateSchema } from '@/features/profile/schemas';
import type { DemoData } from '../db/models';
import { hashPassword } from '../jwt';
import { apiUrl, authedWrite, type AuthContext, fail, failOn } from '../http';
import { toMe } from './auth';
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
      return { ...toMe(user, auth.organization), accessToken: issueAccessToken(user, auth.organization) };
    }),
  ),

  http.put(
    apiUrl(endpoints.mePassword),
    authedWrite(undefined, passwordChangeSchema, ({ request, auth, body, db }) => {
      const user = ownUser(request, db, auth);
      if (user.passwordHash !== hashPassword(body.currentPassword))
        throw failOn(request, 400, 'wrongPassword', 'currentPassword');
      if (body.newPassword === body.currentPassword)
        throw failOn(request, 400, 'samePassword', 'newPassword');
      user.passwordHash = hashPassword(body.newPassword);
      db.refreshTokens = db.refreshTokens.filter((t) => t.userId !== user.id);
      return issueTokens(db, user, auth.organization);
    }),
  ),
];
