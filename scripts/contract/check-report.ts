import type { BackendReport, CheckRow, Outcome } from './backend-check';
import { failsSpec } from './backend-check';
import type { SpringdocDiff } from './springdoc-diff';

// The check's printout: one row per read, then the prefix and sort forms, then springdoc's differences.

export function describeOutcome(outcome: Outcome, origin: string): string {
  switch (outcome.kind) {
    case 'accepted':
      return 'accepted';
    case 'missing':
      return origin === 'designed'
        ? `${outcome.status}: not on this server (the app hides that feature)`
        : `${outcome.status}: MISSING (a spec endpoint)`;
    case 'refused':
      return `refused: HTTP ${outcome.status}${outcome.detail ? ` (${outcome.detail.slice(0, 100)})` : ''}`;
    case 'mismatch':
      return `mismatch: field '${outcome.field}': ${outcome.problem}`;
    case 'unreachable':
      return `unreachable: ${outcome.detail}`;
    case 'skipped':
      return `skipped: ${outcome.detail}`;
  }
}

const PREFIX_WORDS = {
  single: "single: the table's /api/... paths are served once under the base (/api/bids/...)",
  double: "double: the table's /api/... paths are served under the base again (/api/api/bids/...)",
  both: 'both: /api/bids/... and /api/api/bids/... answer',
  neither: "neither: the table's /api/... paths answered on neither form",
};

const row = (item: CheckRow) =>
  `${(item.call.origin === 'spec' ? 'spec' : 'designed').padEnd(9)}${item.call.method.padEnd(5)}${item.url.padEnd(44)} ${describeOutcome(item.outcome, item.call.origin)}`;

export function formatReport(report: BackendReport, springdoc?: SpringdocDiff | string): string {
  const lines = [`Signed in as ${report.role}.`, '', ...report.rows.map(row), ''];
  lines.push(
    `Prefix form: ${PREFIX_WORDS[report.prefix.form]}${report.prefix.probe ? ` (probed with ${report.prefix.probe})` : ''}.`,
  );
  lines.push(
    report.sort
      ? `Sort form: sort=createdAt,desc ${report.sort.accepted ? 'accepted' : `refused (HTTP ${report.sort.status})`} (GET ${report.sort.probe}).`
      : 'Sort form: not probed (no spec list with a sort answered for this role).',
  );
  if (typeof springdoc === 'string') lines.push(`Server's OpenAPI: ${springdoc}.`);
  else if (springdoc) {
    lines.push('', "Server's OpenAPI (/v3/api-docs) against docs/openapi.json:");
    for (const item of springdoc.unpublished)
      lines.push(`  not published: ${item.operation} (${item.origin})`);
    for (const item of springdoc.fields) lines.push(`  ${item.operation}: ${item.problems.join('; ')}`);
    if (springdoc.unused.length)
      lines.push(`  published but not called by the client: ${springdoc.unused.join(', ')}`);
    if (!springdoc.unpublished.length && !springdoc.fields.length) lines.push('  no differences');
  }
  const failed = report.rows.filter(failsSpec).length;
  const counts = (kind: Outcome['kind']) => report.rows.filter((item) => item.outcome.kind === kind).length;
  lines.push(
    '',
    `${counts('accepted')} accepted, ${counts('missing')} missing, ${counts('mismatch')} mismatched, ${counts('refused') + counts('unreachable')} refused or unreachable, ${counts('skipped')} skipped; ${failed ? `${failed} spec read(s) FAIL` : 'every spec read passes'}.`,
  );
  return lines.join('\n');
}
