import { inquiryListRoute } from './inquiry-list-route';

/** An importer's own inquiries (/inquiries). */
export const ImporterInquiriesRoute = inquiryListRoute('own');
