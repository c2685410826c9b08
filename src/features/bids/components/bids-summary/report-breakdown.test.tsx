import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import type { BidReportRow } from '../../schemas';
import { ReportBreakdown } from './report-breakdown';

// The by-inquiry table of the bids report names every inquiry that drew a bid: an administrator's
// runs to a thousand and more, so it shows a page of them at a time.

const rowsOf = (count: number): BidReportRow[] =>
  Array.from({ length: count }, (_, i) => ({
    key: `INQ-${i + 1}`,
    inquiryId: i + 1,
    received: count - i,
    accepted: 0,
    prices: [],
  }));

/** Renders the table (its words load first); what it shows, as the row headers read. */
async function renderBreakdown(rows: BidReportRow[]) {
  render(
    <Suspense fallback={null}>
      <ReportBreakdown
        title="Sorğular üzrə"
        keyHeader="Sorğu"
        rows={rows}
        dropped={0}
        renderKey={(row) => row.key}
        pageSize={20}
        testId="report"
      />
    </Suspense>,
  );
  await screen.findAllByTestId('report-row');
  return () =>
    screen.getAllByTestId('report-row').map((row) => within(row).getByRole('rowheader').textContent);
}

describe('ReportBreakdown pages', () => {
  it('shows twenty rows whole, with no pages', async () => {
    const shown = await renderBreakdown(rowsOf(20));
    expect(shown()).toHaveLength(20);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('shows twenty-one rows as two pages, the second holding the last one', async () => {
    const user = userEvent.setup();
    const shown = await renderBreakdown(rowsOf(21));
    expect(shown()).toHaveLength(20);
    expect(shown()[0]).toBe('INQ-1');
    await user.click(within(screen.getByRole('navigation')).getByRole('button', { name: /2/ }));
    expect(shown()).toEqual(['INQ-21']);
  });
});
