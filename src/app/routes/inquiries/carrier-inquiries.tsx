import { inquiryListRoute } from './inquiry-list-route';

/** The inquiries open to a carrier's bids (/inquiry). */
export const CarrierInquiriesRoute = inquiryListRoute('open');
