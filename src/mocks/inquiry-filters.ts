import { INQUIRY_TABS, type InquiryTab } from '@/config/enums';
import type { DemoData, InquiryRecord } from './db/models';
import { withinDates } from './paginate';
import { foldForSearch } from '@/lib/search-fold';
import { placesMatch } from './db/places';
import { springSortOn } from './spring-sort';

const folded = new WeakMap<InquiryRecord, { source: string; text: string }>();
function foldedText(row: InquiryRecord) {
  const source = `${row.inquiryCode} ${row.description}`;
  let entry = folded.get(row);
  if (entry?.source !== source) {
    entry = { source, text: foldForSearch(source) };
    folded.set(row, entry);
  }
  return entry.text;
}

export function filterInquiries(
  db: DemoData,
  rows: InquiryRecord[],
  url: URL,
  options: { springSortOnly?: boolean } = {},
): InquiryRecord[] {
  const q = url.searchParams;
  const tab = (q.get('tab') ?? 'general') as InquiryTab;
  const tabStatuses: readonly string[] | null = INQUIRY_TABS[tab] ?? null;
  const search = foldForSearch((q.get('search') ?? '').trim());
  const mode = q.get('mode');
  const status = q.get('status');
  const pickupCountryId = Number(q.get('pickupCountryId')) || null;
  const deliveryCountryId = Number(q.get('deliveryCountryId')) || null;
  const commodityType = q.get('commodityType');
  const organizationId = Number(q.get('organizationId')) || null;
  const orgNames = new Map(db.organizations.map((o) => [o.id, foldForSearch(o.organizaName)]));

  const filtered = rows.filter((row) => {
    if (tabStatuses && !tabStatuses.includes(row.status)) return false;
    if (tab === 'general' && row.status === 'draft') return false;
    if (!withinDates(row.createdAt, q)) return false;
    if (mode && row.shipmentMode !== mode) return false;
    if (status && row.status !== status) return false;
    if (pickupCountryId && row.pickup?.countryId !== pickupCountryId) return false;
    if (deliveryCountryId && row.delivery?.countryId !== deliveryCountryId) return false;
    if (commodityType && row.commodityType !== commodityType) return false;
    if (organizationId && row.organizationId !== organizationId) return false;
    if (search) {
      const found =
        foldedText(row).includes(search) ||
        (orgNames.get(row.organizationId) ?? '').includes(search) ||
        placesMatch(db, row, search);
      if (!found) return false;
    }
    return true;
  });

  const { property, direction } = inquiryOrder(q.get('sort'), options.springSortOnly ?? false);
  const sign = direction === 'asc' ? 1 : -1;
  const byPickup = (r: InquiryRecord) => r.pickup?.date ?? null;
  return filtered.sort((a, b) => {
    if (property === 'createdAt') return sign * a.createdAt.localeCompare(b.createdAt);
    const [x, y] = [byPickup(a), byPickup(b)];
    if (x === null || y === null) return x === y ? 0 : x === null ? 1 : -1;
    return sign * x.localeCompare(y);
  });
}

const OWN_SORT_NAMES: Record<string, string> = {
  newest: 'createdAt,desc',
  oldest: 'createdAt,asc',
  pickupSoonest: 'pickupDate,asc',
};
const INQUIRY_SORT_PROPERTIES = ['createdAt', 'pickupDate'] as const;

function inquiryOrder(raw: string | null, springSortOnly: boolean) {
  const newest = { property: 'createdAt', direction: 'desc' } as const;
  if (springSortOnly) return springSortOn(raw, INQUIRY_SORT_PROPERTIES, 'Inquiry') ?? newest;
  try {
    return springSortOn(OWN_SORT_NAMES[raw ?? ''] ?? raw, INQUIRY_SORT_PROPERTIES, 'Inquiry') ?? newest;
  } catch {
    return newest;
  }
}
