import { screen, waitFor, within } from '@testing-library/react';
import type { OrganizationType } from '@/config/enums';
import { readDb } from '@/mocks/db/db';
import { filterInquiries } from '@/mocks/inquiry-filters';
import { demoOrganization } from './factories';
import { recordRequests } from './record-requests';
import { renderApp } from './render-app';

// The three inquiry lists (the importer's /inquiries, the carrier's /inquiry, the admin's
// /all-inquiries) share one table; their route tests open it and read it the same way.

/** The query every list asks first: page one of the general tab, newest first. */
export const FIRST_PAGE = { page: '0', size: '10', tab: 'general', sort: 'newest' };

export const inquiryTable = () => screen.getByTestId('inquiry-list');

/** Opens an inquiry list as `role`, recording every request, once its heading and first rows show. */
export async function openInquiryList(url: string, role: OrganizationType, heading: string) {
  const requests = recordRequests();
  const view = renderApp({ url, role });
  await screen.findByRole('heading', { level: 1, name: heading });
  await waitFor(() => expect(within(inquiryTable()).getAllByTestId('inquiry-row').length).toBeGreaterThan(0));
  return { ...view, requests };
}

/** What the demo backend holds for the importer under these list parameters, in its order. */
export function expectedImporterRows(search: string) {
  const db = readDb();
  const own = db.inquiries.filter((i) => i.organizationId === demoOrganization('IMPORTER').id);
  return filterInquiries(db, own, new URL(`http://localhost/api/inquiries?${search}`));
}
