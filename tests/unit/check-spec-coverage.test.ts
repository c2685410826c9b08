import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// scripts/check-spec-coverage.mjs, run as `npm run lint` runs it, in a folder of its own: a sample
// test file and a sample coverage document. A cited test that was renamed must fail the check.

const SCRIPT = join(process.cwd(), 'scripts/check-spec-coverage.mjs');

const SAMPLE_TEST = `
describe('a group title', () => {
  it('plain name', () => {});
  it.each<Partial<{ a: string }>>([
    { a: '(not a paren' }, // a comment's ) does not end the table
  ])('each %o name', () => {});
  test(
    "a name on its own line",
    () => {},
  );
  it(\`\${LIMIT} template name\`, () => {});
});
`;

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'spec-coverage-'));
  mkdirSync(join(dir, 'src'));
  writeFileSync(join(dir, 'src/sample.test.ts'), SAMPLE_TEST);
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** Runs the check on a document of these table rows; its exit status and what it printed. */
function check(...rows: string[]) {
  const doc = ['# Coverage', '', '| Spec point | Test file | Test name |', '| --- | --- | --- |', ...rows];
  writeFileSync(join(dir, 'coverage.md'), doc.join('\n'));
  const run = spawnSync(process.execPath, [SCRIPT, 'coverage.md'], { cwd: dir, encoding: 'utf8' });
  return { status: run.status, out: run.stdout.trim().split('\n') };
}

it('passes when every row names a test of its file, however the test is called', () => {
  expect(
    check(
      '| A | `src/sample.test.ts` | `plain name` |',
      '| B | `src/sample.test.ts` | `each %o name` |',
      '| C | `src/sample.test.ts` <br> `src/sample.test.ts` | `a name on its own line` <br> `${LIMIT} template name` |',
    ),
  ).toEqual({ status: 0, out: ['spec-coverage: 3 points, 3 with a test'] });
});

it('fails on a renamed test, a group title, a missing file and a row without a test, naming each line', () => {
  expect(
    check(
      '| A | `src/sample.test.ts` | `plain name` |',
      '| renamed | `src/sample.test.ts` | `plain old name` |',
      '| group | `src/sample.test.ts` | `a group title` |',
      '| gone | `src/gone.test.ts` | `plain name` |',
      '| untested | | |',
    ),
  ).toEqual({
    status: 1,
    out: [
      'coverage.md:6: no test named "plain old name" in src/sample.test.ts',
      'coverage.md:7: no test named "a group title" in src/sample.test.ts',
      'coverage.md:8: no test file src/gone.test.ts',
      'coverage.md:9: no test for "untested"',
      'spec-coverage: 5 points, 1 with a test',
    ],
  });
});
