import { apiContract } from './api-contract';
import { checkBackend, failsSpec, SignInError, type CheckOptions } from './backend-check';
import { formatReport } from './check-report';
import { buildOpenApiDocument } from './openapi-document';
import { diffSpringdoc, type OpenApi, type SpringdocDiff } from './springdoc-diff';

/** The server's own OpenAPI, where it publishes one (springdoc), compared with the client's contract. */
async function springdocDiff(url: string, doFetch: typeof fetch): Promise<SpringdocDiff | string> {
  const address = `${url.replace(/\/+$/, '')}/v3/api-docs`;
  try {
    const response = await doFetch(address, { headers: { Accept: 'application/json' } });
    if (!response.ok) return `not published (GET /v3/api-docs answered ${response.status})`;
    const theirs = (await response.json()) as OpenApi;
    if (!theirs.paths) return 'GET /v3/api-docs answered, but with no paths';
    return diffSpringdoc(buildOpenApiDocument() as unknown as OpenApi, theirs);
  } catch (error) {
    return `not read (${(error as Error).message})`;
  }
}

/** The whole check as the command runs it: its printout and its exit code. */
export async function runBackendCheck(options: Omit<CheckOptions, 'calls'>) {
  const doFetch = options.fetch ?? fetch;
  try {
    const report = await checkBackend({ ...options, calls: apiContract, fetch: doFetch });
    const springdoc = await springdocDiff(options.url, doFetch);
    return { text: formatReport(report, springdoc), exitCode: report.rows.some(failsSpec) ? 1 : 0, report };
  } catch (error) {
    if (error instanceof SignInError) return { text: error.message, exitCode: 2, report: null };
    throw error;
  }
}
