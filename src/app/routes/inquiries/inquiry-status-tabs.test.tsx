import { INQUIRY_TABS, LANGUAGES, type InquiryTab } from '@/config/enums';
import { i18n } from '@/lib/i18n';
import { readDb } from '@/mocks/db/db';
import { filterInquiries } from '@/mocks/inquiry-filters';
import { expectTabShowsOnlyItsStatuses, switchLanguage } from '@tests/utils/status-tabs';
import { renderApp } from '@tests/utils/render-app';

// Each inquiry tab lists only inquiries of its own statuses (config/enums INQUIRY_TABS), for the
// importer's /inquiries and the admin's /all-inquiries, in every language: clicked as a user would,
// read off the status badges of the rows the demo backend answers.

const TABS = Object.keys(INQUIRY_TABS) as InquiryTab[];
/** Drafts belong to no tab but 'incomplete': start there, so the old rows never pass for the new tab. */
const startTab = (tab: InquiryTab) => (tab === 'incomplete' ? 'general' : 'incomplete');

const LISTS = [
  { role: 'IMPORTER', path: '/inquiries' },
  { role: 'ADMIN', path: '/all-inquiries' },
] as const;

describe.each(LISTS)('inquiry status tabs at $path', ({ role, path }) => {
  describe.each(LANGUAGES)('in %s', (language) => {
    it.each(TABS)('the %s tab shows only its statuses', async (tab) => {
      await switchLanguage(language, ['inquiry-list', 'status']);
      const { user } = renderApp({ url: `${path}?tab=${startTab(tab)}`, role });
      await expectTabShowsOnlyItsStatuses({
        user,
        tabName: i18n.t(`inquiry-list:tabs.${tab}`),
        rowTestId: 'inquiry-row',
        allowed: INQUIRY_TABS[tab],
        excluded: tab === 'general' ? ['draft'] : [],
        labelOf: (status) => i18n.t(`status:${status}`),
      });
    });
  });
});

describe('the demo backend behind the inquiry tabs', () => {
  it.each(TABS)('answers the %s tab with its statuses only, on every page', (tab) => {
    const db = readDb();
    const rows = filterInquiries(db, db.inquiries, new URL(`http://localhost/api/inquiries?tab=${tab}`));
    expect(rows.length).toBeGreaterThan(0);
    const allowed: readonly string[] | null = INQUIRY_TABS[tab];
    const wrong = rows.filter((r) => (allowed ? !allowed.includes(r.status) : r.status === 'draft'));
    expect(wrong.map((r) => r.status)).toEqual([]);
  });
});
