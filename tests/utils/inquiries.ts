import { addDays, format } from 'date-fns';
import type { InquiryRecord } from '@/mocks/db/models';
import { writeDb } from '@/mocks/db/db';
import { givenInquiry } from './factories';

// Inquiries the route tests build beyond the factory's defaults, without writing its records out again.

/**
 * givenInquiry's inquiry (Shanghai → Baku by rail, household appliances, FCA, EUR pallets of 500 kg,
 * 120×80×150 cm) with `count` pallets rather than ten: a figure the totals on screen can only get
 * from this row.
 */
export function givenInquiryOfPallets(count: number, overrides: Partial<InquiryRecord> = {}) {
  const { id } = givenInquiry(overrides);
  return writeDb((db) => {
    const inquiry = db.inquiries.find((i) => i.id === id)!;
    inquiry.goods = inquiry.goods.map((row) => ({ ...row, quantity: count }));
    return structuredClone(inquiry);
  });
}

/** A draft of the demo importer saved at the create flow's last step with these form values. */
export const givenSavedDraft = (values: Record<string, unknown>) =>
  givenInquiry({ status: 'draft', draft: { step: 6, values } });

const inDays = (offset: number) => format(addDays(new Date(), offset), 'yyyy-MM-dd');

/**
 * The create flow's values for twenty EUR2 pallets of ceramic tiles by sea, Baku port → Hamburg,
 * picked up in two days and delivered in twenty: a draft a route test saves and reads back.
 */
export const seaDraftValues = () => ({
  sendTo: 'ALL_CARRIERS',
  carrierIds: [],
  pickup: { countryId: 1, city: 'Baku', address: 'Baku port', date: inDays(2), locationType: 'port_airport' },
  delivery: {
    countryId: 7,
    city: 'Hamburg',
    address: 'Waltershof 1',
    date: inDays(20),
    locationType: 'business_address',
  },
  shipmentMode: 'SEA',
  ftl: true,
  containerType: 'ft40_hc',
  commodityType: 'building_materials',
  readiness: 'ready_in_two_weeks',
  description: 'Ceramic tiles',
  incoterms: 'CIF',
  goods: [
    {
      packageType: 'pallets',
      palletType: 'eur2',
      weight: 900,
      length: 120,
      width: 100,
      height: 90,
      quantity: 20,
      dangerous: false,
      stackable: true,
    },
  ],
  uploadedFilesId: { packageListId: '', certificateOfOriginId: '', msdsCertificateId: '' },
  notes: '',
});
