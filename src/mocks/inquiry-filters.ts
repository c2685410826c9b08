import { INQUIRY_TABS, type InquiryTab } from '@/config/enums';
import type { DemoData, InquiryRecord } from './db/models';
import { calendarDayOf } from '@/lib/dates';

// Server-side filtering, search and sorting of inquiry lists, as the real backend would do them.

export function filterInquiries(db: DemoData, rows: InquiryRecord[], url: URL): InquiryRecord[] {
  const q = url.searchParams;
  const tab = (q.get('tab') ?? 'general') as InquiryTab;
  const tabStatuses: readonly string[] | null = INQUIRY_TABS[tab] ?? null;
  const startDate = q.get('startDate');
  const endDate = q.get('endDate');
  const search = (q.get('search') ?? '').trim().toLocaleLowerCase();
  const mode = q.get('mode');
  const status = q.get('status');
  const pickupCountryId = Number(q.get('pickupCountryId')) || null;
  const deliveryCountryId = Number(q.get('deliveryCountryId')) || null;
  const commodityType = q.get('commodityType');
  const organizationId = Number(q.get('organizationId')) || null;
  const orgNames = new Map(db.organizations.map((o) => [o.id, o.organizaName.toLocaleLowerCase()]));

  const filtered = rows.filter((row) => {
    // A tab holds the statuses config/enums gives it, and nothing else (issue 15: a tab lists only
    // rows of its own status); 'general' holds every status but a draft.
    if (tabStatuses && !tabStatuses.includes(row.status)) return false;
    if (tab === 'general' && row.status === 'draft') return false;
    const created = calendarDayOf(row.createdAt);
    if (startDate && created < startDate) return false;
    if (endDate && created > endDate) return false;
    if (mode && row.shipmentMode !== mode) return false;
    if (status && row.status !== status) return false;
    if (pickupCountryId && row.pickup?.countryId !== pickupCountryId) return false;
    if (deliveryCountryId && row.delivery?.countryId !== deliveryCountryId) return false;
    if (commodityType && row.commodityType !== commodityType) return false;
    if (organizationId && row.organizationId !== organizationId) return false;
    if (search) {
      const haystack = [
        row.inquiryCode,
        row.pickup?.city,
        row.delivery?.city,
        row.description,
        orgNames.get(row.organizationId),
      ]
        .filter(Boolean)
        .join(' ')
        .toLocaleLowerCase();
      if (!haystack.includes(search)) return false;
    }
    return true;
  });

  const sort = q.get('sort') ?? 'newest';
  const byPickup = (r: InquiryRecord) => r.pickup?.date ?? '9999-12-31';
  return filtered.sort((a, b) =>
    sort === 'oldest'
      ? a.createdAt.localeCompare(b.createdAt)
      : sort === 'pickupSoonest'
        ? byPickup(a).localeCompare(byPickup(b))
        : b.createdAt.localeCompare(a.createdAt),
  );
}
