#!/usr/bin/env node
// The translations' own check, run by `npm run lint`: every language under locales/<lang>/*.json has
// the same keys (namespace.path), and no value is empty. Prints what each language lacks; exit 1 when
// anything is missing, so a key added in one language only never reaches a user as its raw name.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';

const dir = process.argv[2] ?? 'locales';

function collect(value, prefix, keys, empty) {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, inner] of Object.entries(value)) collect(inner, `${prefix}.${key}`, keys, empty);
    return;
  }
  keys.add(prefix);
  if (typeof value === 'string' && value.trim() === '') empty.push(prefix);
}

const languages = new Map();
const empties = [];
for (const language of readdirSync(dir).filter((entry) => statSync(join(dir, entry)).isDirectory())) {
  const keys = new Set();
  const empty = [];
  for (const file of readdirSync(join(dir, language)).filter((name) => name.endsWith('.json'))) {
    collect(
      JSON.parse(readFileSync(join(dir, language, file), 'utf8')),
      basename(file, '.json'),
      keys,
      empty,
    );
  }
  languages.set(language, keys);
  empties.push(...empty.map((key) => `${language}:${key}`));
}

const every = new Set([...languages.values()].flatMap((keys) => [...keys]));
let missing = 0;
for (const [language, keys] of languages) {
  const lacks = [...every].filter((key) => !keys.has(key));
  missing += lacks.length;
  if (lacks.length) console.log(`${language} lacks ${lacks.length}: ${lacks.join(', ')}`);
}
if (empties.length) console.log(`empty values: ${empties.join(', ')}`);
console.log(
  `locales: ${languages.size} languages (${[...languages.keys()].join(', ')}), ${every.size} keys, ` +
    `${missing} missing, ${empties.length} empty`,
);
process.exit(missing === 0 && empties.length === 0 && languages.size >= 3 ? 0 : 1);
