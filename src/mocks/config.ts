export const demoConfig = {
  accessTokenTtlSeconds: 120,
  refreshTokenTtlSeconds: 7 * 24 * 3600,
};

export function configureDemo(settings: Partial<typeof demoConfig>) {
  Object.assign(demoConfig, settings);
}
