import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ISOLATED_TESTS } from '@tests/isolated-tests';

// Test files that share a worker's modules must not replace them: each file that mocks a module or
// stubs the environment, itself or through a shared test utility it calls, is listed to run isolated,
// and the list names no file that does neither.

const CHANGES_MODULES = /\bvi\.(mock|doMock|resetModules|stubEnv|stubGlobal)\(/;

function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return testFiles(path);
    return /\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The file's text with that of the test utilities it imports (tests/utils, by the '@tests' alias). */
function withUtilities(file: string) {
  const text = readFileSync(file, 'utf8');
  const utilities = [...text.matchAll(/from '@tests\/(utils\/[\w-]+)'/g)].map(([, path]) =>
    ['.ts', '.tsx'].map((ext) => `tests/${path}${ext}`).find((candidate) => existsSync(candidate)),
  );
  return [text, ...utilities.map((utility) => (utility ? readFileSync(utility, 'utf8') : ''))].join('\n');
}

const files = [...testFiles('src'), ...testFiles('scripts'), ...testFiles('tests/unit')];
const changing = files.filter((file) => CHANGES_MODULES.test(withUtilities(file)));

it('runs every file that mocks a module or stubs the environment isolated', () => {
  expect(changing.length).toBeGreaterThan(0);
  expect(changing.filter((file) => !ISOLATED_TESTS.includes(file))).toEqual([]);
});

it('isolates only files that exist and need it', () => {
  expect(ISOLATED_TESTS.filter((file) => !changing.includes(file))).toEqual([]);
});
