import type { DemoData } from './models';
import { createSeed, FULL_SEED_SIZE, generatedInquiries, SCHEMA_VERSION, type SeedSize } from './seed';
import { FIRST_GENERATED_ID } from './seed-inquiries';

const STORAGE_KEY = 'yukbirja-demo-db';

const storage: Storage | null = (() => {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
})();

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
  const fresh = createSeed(Date.now(), seedSize);
  storage?.setItem(STORAGE_KEY, serialize(fresh));
  return fresh;
}

let data: DemoData | null = null;

let seedSize = FULL_SEED_SIZE;

/** For Vitest's setup only: seeds made from now on are of this size instead of the full one. */
export function setSeedSize(size: SeedSize) {
  seedSize = size;
}

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === STORAGE_KEY) data = null;
  });
}

let seedOnFirstUseAt: number | null = null;

export function readDb(): DemoData {
  if (!data && seedOnFirstUseAt !== null) {
    data = createSeed(seedOnFirstUseAt, seedSize);
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
  data = createSeed(now, seedSize);
  storage?.setItem(STORAGE_KEY, serialize(data));
}

export function resetDbOnFirstUse(now = Date.now()) {
  data = null;
  seedOnFirstUseAt = now;
  storage?.removeItem(STORAGE_KEY);
}

export const nextId = (rows: ReadonlyArray<{ id: number }>, floor = 0) =>
  rows.reduce((max, row) => Math.max(max, row.id), floor) + 1;
