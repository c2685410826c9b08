import type { SeedSize } from '@/mocks/db/seed';

// Every Vitest test starts from a fresh seed. Its 10,000 generated inquiries and 2,000 bids (the
// size lists are measured at, by `npm run bench`) took a third of a route test's time: made anew,
// scanned on each request, and the bids saved whole on each write (2 MB). A full run took 797 s with
// them and 520 s with 1,000 inquiries. 2,000 inquiries still give every list many pages, every filter
// and status its rows, and the demo importer some 700 of its own (an export of its sea inquiries
// alone spans two pages of 100); 1,000 bids keep the admin's bid count in the thousands ('1 029').
export const TEST_SEED_SIZE: SeedSize = { inquiries: 2_000, bids: 1_000 };
