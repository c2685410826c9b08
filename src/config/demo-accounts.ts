import type { OrganizationType } from './enums';

// The demo backend's ready-made accounts, one per role. Only demo builds show them (the login
// page loads its panel lazily behind isDemoBackend), and the demo seed creates them.
export const DEMO_PASSWORD = 'Demo1234!';
export const DEMO_ACCOUNTS: ReadonlyArray<{ email: string; role: OrganizationType }> = [
  { email: 'importer@demo.az', role: 'IMPORTER' },
  { email: 'carrier@demo.az', role: 'LOGISTIC' },
  { email: 'admin@demo.az', role: 'ADMIN' },
];
