// npm run check-backend -- --url https://their-host --login email:password [--base /api]
// Signs in, reads what the role's screens read (GETs only) and checks every answer with the screens'
// own schemas; exits 1 when a spec endpoint fails, 2 when it cannot sign in. scripts/contract/backend-check.ts.
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { runnerImport } from 'vite';
import type * as Check from './contract/check-backend-run.ts';

const { values } = parseArgs({
  options: { url: { type: 'string' }, login: { type: 'string' }, base: { type: 'string', default: '/api' } },
});
const separator = values.login?.indexOf(':') ?? -1;
if (!values.url || !values.login || separator < 1) {
  console.error(
    'Usage: npm run check-backend -- --url https://their-host --login email:password [--base /api]',
  );
  process.exit(2);
}

// The schemas load through Vite's module runner: some of their modules use Vite's import.meta.glob.
const { module } = await runnerImport<typeof Check>('./scripts/contract/check-backend-run.ts', {
  configFile: false,
  logLevel: 'error',
  resolve: { alias: { '@': fileURLToPath(new URL('../src', import.meta.url)) } },
});
const { text, exitCode } = await module.runBackendCheck({
  url: values.url,
  base: values.base,
  email: values.login.slice(0, separator),
  password: values.login.slice(separator + 1),
});
console.log(text);
process.exit(exitCode);
