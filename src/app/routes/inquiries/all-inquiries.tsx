import { inquiryListRoute } from './inquiry-list-route';

/** Every organisation's inquiries, for the admin (/all-inquiries). */
export const AllInquiriesRoute = inquiryListRoute('all');
