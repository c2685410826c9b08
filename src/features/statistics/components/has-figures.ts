import type { Statistics as StatisticsAnswer } from '../schemas';

/** Whether the range holds anything to chart for the role; otherwise the page says 'no result'. */
export function hasFigures(data: StatisticsAnswer): boolean {
  switch (data.role) {
    case 'IMPORTER':
      return (
        data.bidsPerInquiry.length > 0 ||
        data.inquiriesByStatus.some((p) => Object.values(p.counts).some((count) => (count ?? 0) > 0))
      );
    case 'LOGISTIC':
      return data.totals.placed > 0;
    case 'ADMIN': {
      const { organizations, inquiries, bids, payments } = data.totals;
      return organizations + inquiries + bids > 0 || payments.length > 0;
    }
  }
}
