import { demoConfig } from './config';
import type { DemoData, OrganizationRecord, UserRecord } from './db/models';
import { randomToken, signJwt } from './jwt';

export function issueAccessToken(user: UserRecord, organization: OrganizationRecord) {
  return signJwt(
    {
      typ: 'access',
      sub: String(user.id),
      organizationType: organization.organizationType,
      organizationId: organization.id,
      name: `${user.name} ${user.surname}`,
      email: user.email,
      ...(user.temporaryPasswordHash === user.passwordHash ? { mustChangePassword: true } : {}),
    },
    demoConfig.accessTokenTtlSeconds,
  );
}

export function issueTokens(db: DemoData, user: UserRecord, organization: OrganizationRecord) {
  const refreshToken = randomToken();
  db.refreshTokens.push({
    token: refreshToken,
    userId: user.id,
    expiresAt: Date.now() + demoConfig.refreshTokenTtlSeconds * 1000,
  });
  return { accessToken: issueAccessToken(user, organization), refreshToken };
}
