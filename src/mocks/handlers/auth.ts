import { http, HttpResponse } from 'msw';
import { z } from 'zod/mini';
import { endpoints } from '@/config/endpoints';
import {
  forgotPasswordSchema,
  loginSchema,
  registerSchema,
  resetPasswordSchema,
} from '@/features/auth/schemas';
import { nextId, readDb, writeDb } from '../db/db';
import { hashPassword, randomToken } from '../jwt';
import type { OrganizationRecord, UserRecord } from '../db/models';
import { apiUrl, authenticate, fail, failOn, handle, isSuspended, readBody } from '../http';
import { issueAccessToken, issueTokens } from '../tokens';

/** System mail the demo 'sends' (reset links), readable at /api/demo/outbox since no mail leaves. */
export const demoOutbox: Array<{ to: string; subject: string; link: string; sentAt: string }> = [];

/** The signed-in user as GET /me answers it. */
export const toMe = (user: UserRecord, organization: OrganizationRecord) => ({
  id: user.id,
  name: user.name,
  surname: user.surname,
  email: user.email,
  organizationId: organization.id,
  organizationName: organization.organizaName,
  organizationType: organization.organizationType,
  suspended: isSuspended(organization),
  status: user.status,
  createdAt: user.createdAt,
});

export const authHandlers = [
  http.post(
    apiUrl(endpoints.auth.login),
    handle(async ({ request }) => {
      const body = await readBody(request, loginSchema);
      const db = readDb();
      const user = db.users.find((u) => u.email.toLowerCase() === body.email.toLowerCase());
      if (!user || user.passwordHash !== hashPassword(body.password))
        throw fail(request, 401, 'invalidCredentials');
      if (user.status === 'DEACTIVATED') throw fail(request, 403, 'deactivated');
      const organization = db.organizations.find((o) => o.id === user.organizationId);
      if (!organization) throw fail(request, 401, 'invalidCredentials');
      return HttpResponse.json(
        writeDb((d) => {
          const stored = d.users.find((u) => u.id === user.id);
          if (stored?.status === 'INVITED') {
            stored.status = 'ACTIVE';
            stored.temporaryPasswordHash = stored.passwordHash;
          }
          return issueTokens(d, stored ?? user, organization);
        }),
      );
    }),
  ),

  http.post(
    apiUrl(endpoints.auth.register),
    handle(async ({ request }) => {
      const body = await readBody(request, registerSchema);
      const { user, organization } = writeDb((db) => {
        if (db.users.some((u) => u.email.toLowerCase() === body.email.toLowerCase())) {
          throw failOn(request, 409, 'emailTaken', 'email');
        }
        const now = new Date().toISOString();
        const organization = {
          id: nextId(db.organizations),
          organizaName: body.organizaName,
          organizationType: body.organizationType,
          orgRegNumber: body.orgRegNumber,
          phoneNumber: body.phoneNumber,
          countryCode: body.countryCode,
          orgOfficialMail: body.email,
          activity: '',
          suspended: false,
          suspensionReason: null,
          suspendedUntil: null,
          createdAt: now,
          carrierProfile: null,
        };
        const user = {
          id: nextId(db.users),
          organizationId: organization.id,
          name: body.name,
          surname: body.surname,
          email: body.email,
          passwordHash: hashPassword(body.password),
          status: 'ACTIVE' as const,
          createdAt: now,
        };
        db.organizations.push(organization);
        db.users.push(user);
        return { user, organization };
      });
      return HttpResponse.json(
        writeDb((db) => issueTokens(db, user, organization)),
        { status: 201 },
      );
    }),
  ),

  http.post(
    apiUrl(endpoints.auth.refreshToken),
    handle(async ({ request }) => {
      const { refreshToken } = await readBody(
        request,
        z.object({ refreshToken: z.string().check(z.minLength(1)) }),
      );
      const db = readDb();
      const stored = db.refreshTokens.find((t) => t.token === refreshToken && t.expiresAt > Date.now());
      const user = stored && db.users.find((u) => u.id === stored.userId && u.status !== 'DEACTIVATED');
      const organization = user && db.organizations.find((o) => o.id === user.organizationId);
      if (!user || !organization) throw fail(request, 401, 'invalidRefresh');
      return HttpResponse.json({ accessToken: issueAccessToken(user, organization) });
    }),
  ),

  http.post(
    apiUrl(endpoints.auth.logout),
    handle(async ({ request }) => {
      const { refreshToken } = await readBody(request, z.object({ refreshToken: z.optional(z.string()) }));
      if (refreshToken)
        writeDb((db) => (db.refreshTokens = db.refreshTokens.filter((t) => t.token !== refreshToken)));
      return new HttpResponse(null, { status: 204 });
    }),
  ),

  http.post(
    apiUrl(endpoints.auth.forgotPassword),
    handle(async ({ request }) => {
      const { email } = await readBody(request, forgotPasswordSchema);
      const user = readDb().users.find((u) => u.email.toLowerCase() === email.toLowerCase());
      if (user) {
        const token = randomToken();
        writeDb((db) => db.resetTokens.push({ token, userId: user.id, expiresAt: Date.now() + 3600_000 }));
        demoOutbox.unshift({
          to: user.email,
          subject: 'Password reset',
          link: `/auth/reset-password?token=${token}`,
          sentAt: new Date().toISOString(),
        });
      }
      return HttpResponse.json({ ok: true });
    }),
  ),

  http.post(
    apiUrl(endpoints.auth.resetPassword),
    handle(async ({ request }) => {
      const body = await readBody(request, resetPasswordSchema);
      writeDb((db) => {
        const stored = db.resetTokens.find((t) => t.token === body.token && t.expiresAt > Date.now());
        const user = stored && db.users.find((u) => u.id === stored.userId);
        if (!user) throw fail(request, 400, 'invalidResetToken');
        user.passwordHash = hashPassword(body.password);
        db.resetTokens = db.resetTokens.filter((t) => t.token !== body.token);
        db.refreshTokens = db.refreshTokens.filter((t) => t.userId !== user.id);
      });
      return HttpResponse.json({ ok: true });
    }),
  ),

  http.get(
    apiUrl(endpoints.me),
    handle(({ request }) => {
      const { user, organization } = authenticate(request);
      return HttpResponse.json(toMe(user, organization));
    }),
  ),
];
