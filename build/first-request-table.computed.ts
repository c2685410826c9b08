import { firstRequestTable } from './first-request-table';

// Computed while the module loads: vite's runnerImport closes its module runner once the import has
// settled, and the app's fetchers import parts of the app (the HTTP client) as they run.
export const table = await firstRequestTable();
