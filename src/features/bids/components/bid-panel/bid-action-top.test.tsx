import { screen, within } from '@testing-library/react';
import { OPEN_INQUIRY_STATUSES } from '@/config/enums';
import { readDb } from '@/mocks/db/db';
import { FIRST_GENERATED_ID } from '@/mocks/db/seed-inquiries';
import { renderApp } from '@tests/utils/render-app';

// The carrier's 'place a bid' is at the top of an inquiry, before the load it prices, in a bar that
// sticks under the header on a phone (sticky top-16, static from the sm breakpoint up).

const XEZER = 4; // carrier@demo.az

const openInquiry = () =>
  readDb().inquiries.find(
    (i) =>
      i.id < FIRST_GENERATED_ID &&
      (OPEN_INQUIRY_STATUSES as readonly string[]).includes(i.status) &&
      i.sendTo === 'ALL_CARRIERS' &&
      !readDb().bids.some((b) => b.inquiryId === i.id && b.organizationId === XEZER),
  )!;

const follows = (first: Node, second: Node) =>
  Boolean(first.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_FOLLOWING);

it('puts the place-a-bid bar above the inquiry’s details and the carrier’s bids below them', async () => {
  const inquiry = openInquiry();
  renderApp({ url: `/inquiry/inquiry-details/${inquiry.id}`, role: 'LOGISTIC' });
  const bar = await screen.findByRole('region', { name: 'Bu sorğuya təklif' });
  const place = within(bar).getByRole('button', { name: 'Təklif ver' });
  expect(bar).toHaveTextContent('Qalan təkliflər');
  const load = await screen.findByRole('region', { name: 'Yük məlumatları' });
  const bids = screen.getByRole('region', { name: 'Təklifləriniz' });
  expect(follows(place, load)).toBe(true);
  expect(follows(load, bids)).toBe(true);
  // Only one 'place a bid' on the page: the bar's.
  expect(screen.getAllByRole('button', { name: 'Təklif ver' })).toHaveLength(1);
  // Sticky under the 64px header on a phone, in the flow from the small breakpoint up.
  expect(bar.className).toMatch(/(^|\s)sticky(\s|$)/);
  expect(bar.className).toMatch(/(^|\s)top-16(\s|$)/);
  expect(bar.className).toMatch(/(^|\s)sm:static(\s|$)/);
});
