import type { OrganizationType } from './enums';

export const DEMO_PASSWORD = 'Demo1234!';
export const DEMO_ACCOUNTS: ReadonlyArray<{ email: string; role: OrganizationType }> = [
  { email: 'importer@demo.az', role: 'IMPORTER' },
  { email: 'carrier@demo.az', role: 'LOGISTIC' },
  { email: 'admin@demo.az', role: 'ADMIN' },
];
