import type { Statistics as StatisticsAnswer } from '../schemas';

/** Whether the range holds anything to chart for the role; otherwise the page says 'no result'. */
export function hasFigures(data: StatisticsAnswer): boolean {
  switch (data.role) {
    case 'IMPORTER':
      return (
        data.bidsPerInquiry.length > 0 ||
        data.inquiriesByStatus.some((p) => Object.values(p.counts).some((count) => (count ?? 0) > 0))
      );
    // Totals may be missing (lib/lenient): then the series say whether there is anything.
    case 'LOGISTIC':
      return (data.totals.placed ?? 0) > 0 || data.bids.some((p) => p.placed > 0) || data.revenue.length > 0;
    case 'ADMIN': {
      const { organizations = 0, inquiries = 0, bids = 0, payments } = data.totals;
      return (
        organizations + inquiries + bids > 0 ||
        payments.length > 0 ||
        data.payments.length > 0 ||
        data.activity.some((p) => p.organizations + p.inquiries + p.bids > 0)
      );
    }
  }
}
