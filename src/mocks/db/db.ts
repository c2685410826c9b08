import type { DemoData } from './models';
import { createSeed, generatedInquiries, SCHEMA_VERSION } from './seed';
import { FIRST_GENERATED_ID, GENERATED_INQUIRY_COUNT } from './seed-inquiries';

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

/**
 * What is saved: everything but the 10,000 generated inquiries a user has not touched (rev 0), which
 * are re-made from the seed moment on load. The whole set would not fit in localStorage.
 */
function serialize(db: DemoData) {
  return JSON.stringify({
    ...db,
    inquiries: db.inquiries.filter((i) => i.id < FIRST_GENERATED_ID || i.rev > 0),
  });
}

function hydrate(saved: DemoData): DemoData {
  const kept = new Map(saved.inquiries.map((i) => [i.id, i]));
  const generated = generatedInquiries(saved.seedNow, saved.cities, saved.generatedCount).map(
    (i) => kept.get(i.id) ?? i,
  );
  const generatedIds = new Set(generated.map((i) => i.id));
  return { ...saved, inquiries: [...saved.inquiries.filter((i) => !generatedIds.has(i.id)), ...generated] };
}

function load(): DemoData {
  const saved = storage?.getItem(STORAGE_KEY);
  if (saved) {
    try {
      const data = JSON.parse(saved) as DemoData;
      if (data.schemaVersion === SCHEMA_VERSION) return hydrate(data);
    } catch {
      // A damaged copy is replaced by a fresh seed below.
    }
  }
  const fresh = createSeed(Date.now(), generatedCount);
  storage?.setItem(STORAGE_KEY, serialize(fresh));
  return fresh;
}

let data: DemoData | null = null;

/** How many inquiries the next seed generates (see createSeed). */
let generatedCount = GENERATED_INQUIRY_COUNT;

/** For Vitest's setup only: seeds made from now on generate `count` inquiries instead of 10,000. */
export function setGeneratedInquiryCount(count: number) {
  generatedCount = count;
}

if (typeof window !== 'undefined') {
  // Another tab wrote: take its copy so both tabs answer alike.
  window.addEventListener('storage', (event) => {
    if (event.key === STORAGE_KEY) data = null;
  });
}

/** Set by resetDbOnFirstUse: the moment of the seed the next read makes, instead of loading. */
let seedOnFirstUseAt: number | null = null;

export function readDb(): DemoData {
  if (!data && seedOnFirstUseAt !== null) {
    data = createSeed(seedOnFirstUseAt, generatedCount);
    seedOnFirstUseAt = null;
    storage?.setItem(STORAGE_KEY, serialize(data));
  }
  data ??= load();
  return data;
}

/** Applies a change and saves it; the change's return value is passed back. */
export function writeDb<T>(change: (db: DemoData) => T): T {
  const db = readDb();
  const result = change(db);
  storage?.setItem(STORAGE_KEY, serialize(db));
  return result;
}

export function resetDb(now = Date.now()) {
  seedOnFirstUseAt = null;
  data = createSeed(now, generatedCount);
  storage?.setItem(STORAGE_KEY, serialize(data));
}

/**
 * The same fresh seed as resetDb, made when something first reads the database. For the tests'
 * setup, which resets before every test: a seed of 10,000 inquiries takes about 0.15 s, and the tests
 * of pure rules (dates, numbers, the sanitiser) never read it.
 */
export function resetDbOnFirstUse(now = Date.now()) {
  data = null;
  seedOnFirstUseAt = now;
  storage?.removeItem(STORAGE_KEY);
}

export const nextId = (rows: ReadonlyArray<{ id: number }>) =>
  rows.reduce((max, row) => Math.max(max, row.id), 0) + 1;
