import type { OrganizationType } from '@/config/enums';
import { paths } from '@/config/paths';
import type { AppNotification } from './schemas';

export function notificationHref(n: AppNotification, role: OrganizationType): string | null {
  const inquiry = n.inquiryId;
  const inquiryPage = (id: number) =>
    role === 'LOGISTIC' ? paths.inquiries.logisticDetails(id) : paths.inquiries.details(id);
  switch (n.topic) {
    case 'NEW_BID':
    case 'BIDDING_CLOSED':
      return inquiry === undefined ? null : paths.bids.allBids(inquiry);
    case 'BID_ACCEPTED':
      // A won bid is a shipment to run: its steps.
      return inquiry === undefined ? null : paths.inquiries.steps(inquiry);
    case 'PAYMENT_RESULT':
      return paths.money.billing;
    case 'NEW_MAIL':
      return n.mailId === undefined ? paths.email.inbox : paths.email.detail(n.mailId);
    default:
      return inquiry === undefined ? null : inquiryPage(inquiry);
  }
}
