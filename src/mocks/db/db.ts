import type { DemoData } from './models';
import { createSeed, SCHEMA_VERSION } from './seed';

// The demo backend's database: one JSON document kept in memory. In a browser it is saved to
// localStorage after each write, so it survives a reload and every tab sees the same data.

const STORAGE_KEY = 'yukbirja-demo-db';

const storage: Storage | null = (() => {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
})();

function load(): DemoData {
  const saved = storage?.getItem(STORAGE_KEY);
  if (saved) {
    try {
      const data = JSON.parse(saved) as DemoData;
      if (data.schemaVersion === SCHEMA_VERSION) return data;
    } catch {
      // A damaged copy is replaced by a fresh seed below.
    }
  }
  return createSeed();
}

let data: DemoData | null = null;

if (typeof window !== 'undefined') {
  // Another tab wrote: take its copy so both tabs answer alike.
  window.addEventListener('storage', (event) => {
    if (event.key === STORAGE_KEY) data = null;
  });
}

export function readDb(): DemoData {
  data ??= load();
  return data;
}

/** Applies a change and saves it; the change's return value is passed back. */
export function writeDb<T>(change: (db: DemoData) => T): T {
  const db = readDb();
  const result = change(db);
  storage?.setItem(STORAGE_KEY, JSON.stringify(db));
  return result;
}

export function resetDb(now = Date.now()) {
  data = createSeed(now);
  storage?.setItem(STORAGE_KEY, JSON.stringify(data));
}

export const nextId = (rows: ReadonlyArray<{ id: number }>) =>
  rows.reduce((max, row) => Math.max(max, row.id), 0) + 1;
