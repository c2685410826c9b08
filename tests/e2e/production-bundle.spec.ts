import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from './fixtures';
import { E2E_DIST } from '../e2e-ports';

// The production build (made by the test servers before any test) carries no demo backend: no msw,
// no seed, no demo accounts, no service worker — the app can only talk to the real /api. Nor React
// Query's devtools, which only `npm run dev` loads ('tsqd-' is the prefix of their class names).

const DIST = E2E_DIST;
const MARKERS = [
  'setupWorker',
  'mockServiceWorker',
  'yukbirja-demo-db',
  'Demo1234!',
  'demo-salt:',
  'Xəzər Logistika MMC',
  'tsqd-',
];

test('the production bundle contains no demo-backend code', () => {
  const assets = readdirSync(join(DIST, 'assets')).filter((f) => f.endsWith('.js'));
  expect(assets.length).toBeGreaterThan(5);
  const found = assets.flatMap((file) => {
    const text = readFileSync(join(DIST, 'assets', file), 'utf8');
    return MARKERS.filter((marker) => text.includes(marker)).map((marker) => `${file}: ${marker}`);
  });
  expect(found).toEqual([]);
  expect(existsSync(join(DIST, 'mockServiceWorker.js'))).toBe(false);
});
