// npm run contract: writes docs/openapi.json from the client's schemas and endpoint table.
// With --check (in npm run lint) it writes nothing and fails when the file is not what it would write.
// The schemas load through Vite's module runner: some of their modules use Vite's import.meta.glob.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { runnerImport } from 'vite';
import type * as Document from './contract/openapi-document.ts';

const file = fileURLToPath(new URL('../docs/openapi.json', import.meta.url));
const { module } = await runnerImport<typeof Document>('./scripts/contract/openapi-document.ts', {
  configFile: false,
  logLevel: 'error',
  resolve: { alias: { '@': fileURLToPath(new URL('../src', import.meta.url)) } },
});
// Written as prettier writes it, so `prettier --check .` and this check agree.
const text = await format(module.openApiText(), { ...(await resolveConfig(file)), filepath: file });

if (process.argv.includes('--check')) {
  let current = '';
  try {
    current = readFileSync(file, 'utf8');
  } catch {
    // missing counts as stale
  }
  if (current !== text) {
    console.error("docs/openapi.json is not what the client's schemas say: run `npm run contract`.");
    process.exit(1);
  }
  console.log('docs/openapi.json is up to date.');
} else {
  writeFileSync(file, text);
  console.log(`docs/openapi.json written (${Buffer.byteLength(text)} bytes).`);
}
