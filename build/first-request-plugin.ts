import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runnerImport, type Plugin, type ResolvedConfig } from 'vite';
import type * as ComputedTable from './first-request-table.computed';

// A signed-in landing route's first data leaves from index.html, while the HTML is parsed, instead
// of after two rounds of scripts (the entry, then the app chunk whose loader asked). The build
// writes into the page a table of those requests, computed from the app's own query functions
// (build/first-request-table.ts), and the constant script that starts them (build/early-requests.js).
// The CSP allows that one inline script by its hash (deploy/security-headers.conf); the build stops
// if the hash there is not this script's. The in-browser demo is left alone: its backend starts
// later, inside the app, and a request before it would reach no one.

/** Where the CSP that must allow the inline script lives. */
export const CSP_FILE = 'deploy/security-headers.conf';

/** The inline script as the page carries it: the file without its comment lines. */
export function earlyRequestsScript(root: string) {
  const source = readFileSync(join(root, 'build/early-requests.js'), 'utf8');
  return source
    .split('\n')
    .filter((line) => !line.trim().startsWith('//'))
    .join('\n')
    .trim();
}

/** The CSP source that allows `script` inline: 'sha256-…'. */
export const cspHashOf = (script: string) =>
  `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;

/** The table as JSON that cannot end its <script> element early. */
const asScriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** The VITE_ settings as the app's code reads them in this build (its .env and the config's define). */
function envDefines(config: ResolvedConfig) {
  const defines: Record<string, string> = {};
  for (const [key, value] of Object.entries(config.env)) {
    if (key.startsWith('VITE_')) defines[`import.meta.env.${key}`] = JSON.stringify(value);
  }
  return { ...defines, ...(config.define as Record<string, string> | undefined) };
}

const isDemoBuild = (config: ResolvedConfig) =>
  envDefines(config)['import.meta.env.VITE_DEMO_BACKEND'] === JSON.stringify('true');

/** Loads the table module with the app's aliases and settings, as the built app would run it. */
async function computeTable(config: ResolvedConfig) {
  const file = join(config.root, 'build/first-request-table.computed.ts');
  const { module } = await runnerImport<typeof ComputedTable>(file, {
    root: config.root,
    mode: config.mode,
    logLevel: 'error',
    resolve: { alias: config.resolve.alias },
    define: envDefines(config),
  });
  return module.table;
}

/**
 * The signed-in screens' table's file (src/app/route-table/signed-in-on-demand.ts): the script asks
 * for it beside the entry on a signed-in page, which would otherwise ask for it only once the entry
 * has run.
 */
function signedInTableFile(config: ResolvedConfig, context: { bundle?: Record<string, unknown> }) {
  const chunk = Object.values(context.bundle ?? {}).find(
    (output): output is { type: 'chunk'; fileName: string; moduleIds: string[] } =>
      (output as { type?: string }).type === 'chunk' &&
      (output as { moduleIds: string[] }).moduleIds.some((id) =>
        id.replace(/\\/g, '/').endsWith('/src/app/route-table/signed-in.tsx'),
      ),
  );
  if (!chunk)
    throw new Error(
      'first-request: the signed-in route table (route-table/signed-in.tsx) is not in the build',
    );
  return `${config.base}${chunk.fileName}`;
}

export const firstRequestPlugin = (): Plugin => {
  let config: ResolvedConfig;
  return {
    name: 'first-request',
    apply: 'build',
    configResolved: (resolved) => {
      config = resolved;
    },
    transformIndexHtml: {
      order: 'post',
      handler: async (html, context) => {
        if (isDemoBuild(config)) return html;
        const script = earlyRequestsScript(config.root);
        const hash = cspHashOf(script);
        if (!readFileSync(join(config.root, CSP_FILE), 'utf8').includes(hash)) {
          throw new Error(`${CSP_FILE}: script-src must allow the first-request script: add ${hash}`);
        }
        const table = { ...(await computeTable(config)), signedInCode: signedInTableFile(config, context) };
        const tags =
          `<script type="application/json" id="first-requests">${asScriptJson(table)}</script>` +
          `<script>${script}</script>`;
        // Right after the charset (which must come within the first 1024 bytes) and before the
        // stylesheet: an inline script after a stylesheet waits for it to load before it runs.
        const charset = /<meta charset[^>]*>/i.exec(html);
        if (!charset) throw new Error('index.html: no <meta charset> to put the first-request script after');
        const at = charset.index + charset[0].length;
        return `${html.slice(0, at)}\n    ${tags}${html.slice(at)}`;
      },
    },
  };
};
