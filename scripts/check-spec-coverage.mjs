#!/usr/bin/env node
// Spec coverage check, run by `npm run lint`: every row of docs/spec-coverage.md's tables names a
// spec point, a test file and the test that proves it, and that test must still exist. Renaming or
// deleting a cited test fails the lint, so the document cannot silently drift from the tests.
//
// The rule, kept simple on purpose: a row is `| point | `file` | `name` |` (file and name in
// backticks; several tests in one row pair up in order: the n-th file with the n-th name). The name
// must be the literal first argument of a test call in that file: `it(`, `test(` or a modifier such as
// `it.each(table)(`, `test.describe(`, `test.step(`, written exactly as in the source (placeholders
// like %s or $url and template `${…}` included). A `describe(` title does not count: it names a group.
import { existsSync, readFileSync } from 'node:fs';

const doc = process.argv[2] ?? 'docs/spec-coverage.md';

/** The index just past the string literal opening at `at`. */
function endOfString(source, at) {
  const quote = source[at];
  for (let i = at + 1; i < source.length; i += 1) {
    if (source[i] === '\\') i += 1;
    else if (source[i] === quote) return i + 1;
  }
  return source.length;
}

/** The index just past the bracketed group opening at `at`, skipping strings and comments. */
function endOfGroup(source, at) {
  let depth = 0;
  let i = at;
  while (i < source.length) {
    const c = source[i];
    if (c === '"' || c === "'" || c === '`') i = endOfString(source, i);
    else if (source.startsWith('//', i))
      i = source.indexOf('\n', i) >>> 0; // -1 → past the end
    else if (source.startsWith('/*', i)) i = (source.indexOf('*/', i + 2) >>> 0) + 2;
    else {
      if ('([{'.includes(c)) depth += 1;
      else if (')]}'.includes(c) && --depth === 0) return i + 1;
      i += 1;
    }
  }
  return source.length;
}

/** The titles of the test calls in a test file's source, as written between their quotes. */
function testNames(source) {
  const names = new Set();
  for (const call of source.matchAll(/(?<![\w.$])(?:it|test)((?:\.\w+)*)/g)) {
    let i = call.index + call[0].length;
    const skipSpace = () => {
      while (/\s/.test(source[i] ?? '')) i += 1;
    };
    skipSpace();
    // A type argument, it.each<Partial<Row>>(…): up to its matching '>'.
    for (let depth = 0; i < source.length && (source[i] === '<' || depth > 0); i += 1)
      depth += source[i] === '<' ? 1 : source[i] === '>' ? -1 : 0;
    skipSpace();
    if (/\.(each|for)\b/.test(call[1]) && source[i] === '(') i = endOfGroup(source, i); // the table
    skipSpace();
    if (source[i] !== '(') continue;
    i += 1;
    skipSpace();
    if (!`'"\``.includes(source[i] ?? 'x')) continue;
    names.add(source.slice(i + 1, endOfString(source, i) - 1).replace(/\\(.)/g, '$1'));
  }
  return names;
}

const cells = (line) =>
  line
    .trim()
    .replace(/^\||\|$/g, '')
    .split(/(?<!\\)\|/)
    .map((cell) => cell.trim().replace(/\\\|/g, '|'));
const codeSpans = (cell) => [...cell.matchAll(/`([^`]+)`/g)].map((m) => m[1]);

const namesByFile = new Map();
const namesIn = (file) => {
  if (!namesByFile.has(file)) namesByFile.set(file, testNames(readFileSync(file, 'utf8')));
  return namesByFile.get(file);
};

const failures = [];
let points = 0;
let covered = 0;
readFileSync(doc, 'utf8')
  .split('\n')
  .forEach((line, index) => {
    if (!line.trim().startsWith('|')) return;
    const row = cells(line);
    if (row[0] === 'Spec point' || row.every((cell) => /^:?-+:?$/.test(cell))) return;
    points += 1;
    const fail = (message) => failures.push(`${doc}:${index + 1}: ${message}`);
    const files = codeSpans(row[1] ?? '');
    const names = codeSpans(row[2] ?? '');
    if (files.length === 0 || names.length === 0) return fail(`no test for "${row[0]}"`);
    if (files.length !== names.length) return fail(`${files.length} file(s) for ${names.length} name(s)`);
    let ok = true;
    files.forEach((file, n) => {
      if (!/\.(test|spec)\.tsx?$/.test(file) || !existsSync(file)) {
        ok = false;
        return fail(`no test file ${file}`);
      }
      if (!namesIn(file).has(names[n])) {
        ok = false;
        fail(`no test named "${names[n]}" in ${file}`);
      }
    });
    if (ok) covered += 1;
  });

failures.forEach((failure) => console.log(failure));
console.log(`spec-coverage: ${points} points, ${covered} with a test`);
process.exit(failures.length === 0 && points > 0 ? 0 : 1);
