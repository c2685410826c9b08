// Reads Stryker's JSON report (reports/mutation/mutation.json) and holds the mutation score: at least
// 90 % over all mutated files and 80 % in each. Prints a table per file, the totals and
// how many mutants are disabled as equivalent (a `// Stryker disable` comment that says why).
// `--survivors` also lists each mutant no test noticed (file:line, the mutator, what it became), and
// the mutants 'killed' only because a test ran past the mutation run's 4 s test timeout: on a busy
// machine that can be the load, not the mutant, so they are worth a second look.
import { readFileSync } from 'node:fs';

const OVERALL_MIN = 90;
const PER_FILE_MIN = 80;
const report = JSON.parse(readFileSync('reports/mutation/mutation.json', 'utf8'));

const DETECTED = new Set(['Killed', 'Timeout']);
const UNDETECTED = new Set(['Survived', 'NoCoverage']);

/** Counts of one file's mutants by status, and its score over the mutants that count. */
function scoreOf(mutants) {
  const count = (set) => mutants.filter((m) => set.has(m.status)).length;
  const detected = count(DETECTED);
  const valid = detected + count(UNDETECTED);
  return {
    killed: count(new Set(['Killed'])),
    timeout: count(new Set(['Timeout'])),
    survived: count(new Set(['Survived'])),
    noCoverage: count(new Set(['NoCoverage'])),
    // Ignored: static mutants (ignoreStatic) and those disabled by a comment as equivalent.
    static: mutants.filter((m) => m.status === 'Ignored' && /static/i.test(m.statusReason ?? '')).length,
    equivalent: mutants.filter((m) => m.status === 'Ignored' && !/static/i.test(m.statusReason ?? '')).length,
    detected,
    valid,
    score: valid === 0 ? 100 : (100 * detected) / valid,
  };
}

const rows = Object.entries(report.files).map(([file, { mutants, source }]) => ({
  file,
  ...scoreOf(mutants),
  equivalentComments: (source.match(/Stryker disable/g) ?? []).length,
}));
rows.sort((a, b) => a.score - b.score);
const total = scoreOf(Object.values(report.files).flatMap((f) => f.mutants));

const pct = (n) => `${n.toFixed(1)} %`.padStart(8);
console.log(`${'file'.padEnd(44)}   score  killed  surv  nocov  equiv`);
for (const r of rows)
  console.log(
    `${r.file.padEnd(44)} ${pct(r.score)} ${String(r.detected).padStart(6)} ${String(r.survived).padStart(5)} ` +
      `${String(r.noCoverage).padStart(6)} ${String(r.equivalent).padStart(6)}`,
  );
const comments = rows.reduce((n, r) => n + r.equivalentComments, 0);
console.log(
  `\ntotal: ${total.score.toFixed(2)} % (${total.killed} killed, ${total.timeout} timed out, ` +
    `${total.survived} survived, ${total.noCoverage} without coverage, ${total.equivalent} disabled as ` +
    `equivalent by ${comments} comments, ${total.static} static left out) over ${rows.length} files`,
);

if (process.argv.includes('--survivors')) {
  const oneLine = (text) => text.replace(/\s+/g, ' ').slice(0, 90);
  for (const [file, { mutants }] of Object.entries(report.files)) {
    const undetected = mutants.filter((m) => UNDETECTED.has(m.status));
    const slow = mutants.filter(
      (m) => m.status === 'Killed' && /timed out in \d+ ?ms/i.test(m.statusReason ?? ''),
    );
    if (undetected.length + slow.length === 0) continue;
    console.log(`\n${file}`);
    for (const m of undetected)
      console.log(
        `  ${m.location.start.line}: ${m.status} ${m.mutatorName} → ${oneLine(m.replacement ?? '')}`,
      );
    for (const m of slow)
      console.log(`  ${m.location.start.line}: killed by a test timeout ${m.mutatorName}`);
  }
}

const low = rows.filter((r) => r.score < PER_FILE_MIN);
if (total.score < OVERALL_MIN || low.length > 0) {
  if (total.score < OVERALL_MIN) console.error(`\nMutation score below ${OVERALL_MIN} %.`);
  for (const r of low) console.error(`${r.file}: ${r.score.toFixed(1)} % is below ${PER_FILE_MIN} %.`);
  process.exit(1);
}
