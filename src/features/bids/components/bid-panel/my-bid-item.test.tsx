import { screen, within } from '@testing-library/react';
import { givenBid, givenInquiry } from '@tests/utils/factories';
import { renderApp } from '@tests/utils/render-app';

// The carrier's own bid on an inquiry's page: once its three updates are spent, 'Yenilə' looks and
// reads switched off (yet pressed, it says why: tests in src/app/routes/inquiries/carrier-bid.test.tsx).

const details = (id: number) => `/inquiry/inquiry-details/${id}`;

async function updateButtonOf(updateCount: number) {
  const inquiry = givenInquiry();
  givenBid({ inquiryId: inquiry.id, updateCount });
  renderApp({ url: details(inquiry.id), role: 'LOGISTIC' });
  const item = (await screen.findAllByTestId('my-bid'))[0]!;
  return within(item).getByRole('button', { name: /^Yenilə/ });
}

it("after three updates 'Yenilə' is switched off for the eye and the screen reader, still reachable", async () => {
  const button = await updateButtonOf(3);
  expect(button).toHaveAttribute('aria-disabled', 'true');
  expect(button).toHaveClass('aria-disabled:bg-slate-100', 'aria-disabled:text-slate-500');
  // Not `disabled`: the keyboard still reaches it, and pressing it says the limit.
  expect(button).toBeEnabled();
});

it("with an update left 'Yenilə' is on", async () => {
  const button = await updateButtonOf(2);
  expect(button).not.toHaveAttribute('aria-disabled');
});
