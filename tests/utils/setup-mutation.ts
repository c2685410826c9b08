// Loads the modules StrykerJS mutates before any test of the mutation run starts (project 'shared' of
// vitest.mutation.config.ts). Their module-level code (constants, tables, arrow functions) then runs
// outside every test, so Stryker counts its mutants as static and leaves them out (ignoreStatic),
// whichever test file happens to load a module first. Loaded inside a test instead, they counted as
// that test's and 'survived', because a module keeps the values it was first loaded with: 33 such
// mutants of lib/numbers.ts in one run, none in the run before.
import '@/lib/api-client';
import '@/lib/api-error';
import '@/lib/dates';
import '@/lib/display';
import '@/lib/field-schemas';
import '@/lib/forms';
import '@/lib/http-client';
import '@/lib/lenient';
import '@/lib/list-state';
import '@/lib/numbers';
import '@/lib/page';
import '@/lib/permissions';
import '@/lib/safe-html';
import '@/lib/search-fold';
import '@/lib/session';
import '@/lib/suspension';
import '@/app/guards/guest-only';
import '@/app/guards/redirect';
import '@/app/guards/require-auth';
import '@/app/guards/require-permission';
