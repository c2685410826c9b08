import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readDb } from '@/mocks/db/db';

// A placeholder is read by everyone: one that names a working promo code gives the discount away.

const LOCALES = join(__dirname, '../../locales');

/** Every string of a locale tree whose key says it is a placeholder or an example. */
function placeholders(node: unknown, path: string, found: Array<{ path: string; text: string }>) {
  if (typeof node === 'string') {
    if (/placeholder|example/i.test(path)) found.push({ path, text: node });
    return found;
  }
  if (node && typeof node === 'object')
    for (const [key, value] of Object.entries(node)) placeholders(value, `${path}.${key}`, found);
  return found;
}

const all = readdirSync(LOCALES).flatMap((lang) =>
  readdirSync(join(LOCALES, lang))
    .filter((file) => file.endsWith('.json'))
    .flatMap((file) =>
      placeholders(JSON.parse(readFileSync(join(LOCALES, lang, file), 'utf8')), `${lang}/${file}`, []),
    ),
);

it('reads the placeholders of every language, the promo code field’s among them', () => {
  for (const lang of ['az', 'en', 'ru'])
    expect(all.map((p) => p.path)).toContain(`${lang}/billing.json.promo.placeholder`);
});

it('shows no seeded promo code in any placeholder', () => {
  const codes = readDb().promoCodes.map((p) => p.code.toLowerCase());
  expect(codes.length).toBeGreaterThan(0);
  const leaks = all.filter(({ text }) => codes.some((code) => text.toLowerCase().includes(code)));
  expect(leaks).toEqual([]);
});
