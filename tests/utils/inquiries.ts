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
