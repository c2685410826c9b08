// Every Vitest test starts from a fresh seed. Its 10,000 generated inquiries (the size lists are
// measured at, by `npm run bench`) took a third of a route test's time to make and to scan on each
// request (a full run: 797 s with 10,000, 520 s with 1,000). 2,000 still give every list many pages,
// every filter and status its rows, and the demo importer some 700 of its own (an export of its sea
// inquiries alone spans two pages of 100).
export const TEST_GENERATED_INQUIRIES = 2_000;
