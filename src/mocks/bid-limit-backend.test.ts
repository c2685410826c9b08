import type { Language } from '@/config/enums';
import { MAX_BIDS_PER_INQUIRY } from '@/config/limits';
import { i18n } from '@/lib/i18n';
import { bidTermsInput, demoOrganization, givenBid, givenInquiry } from '@tests/utils/factories';
import { readDb } from './db/db';
import { call, tokenFor } from './test-api';

// The bids-per-inquiry limit at its boundary, with the expected refusal built from
// MAX_BIDS_PER_INQUIRY (through the app's own translation of the limit) rather than a literal '3',
// so the test follows the constant and catches a server message that does not.

const ownBidsOn = (inquiryId: number) =>
  readDb().bids.filter(
    (b) => b.inquiryId === inquiryId && b.organizationId === demoOrganization('LOGISTIC').id,
  );

beforeAll(async () => {
  await i18n.loadNamespaces('bid-form');
});

describe(`bids per inquiry: the ${MAX_BIDS_PER_INQUIRY}th is taken, one more is refused`, () => {
  it.each<Language>(['az', 'en', 'ru'])('in %s, with the limit the app names for it', async (language) => {
    const carrier = await tokenFor('carrier@demo.az');
    const inquiryId = givenInquiry().id;
    // One short of the limit already placed; the next bid is the limit-th.
    while (ownBidsOn(inquiryId).length < MAX_BIDS_PER_INQUIRY - 1) givenBid({ inquiryId });
    const bid = (value: number) =>
      call(carrier, 'POST', '/bids/create', { inquiryId, ...bidTermsInput(value) }, language);

    const last = await bid(1000);
    expect(last.status).toBe(201);
    expect(ownBidsOn(inquiryId)).toHaveLength(MAX_BIDS_PER_INQUIRY);

    const oneMore = await bid(990);
    expect(oneMore.status).toBe(422);
    expect(oneMore.body.message).toBe(
      i18n.t('bid-form:panel.maxBids', { count: MAX_BIDS_PER_INQUIRY, lng: language }),
    );
    expect(ownBidsOn(inquiryId)).toHaveLength(MAX_BIDS_PER_INQUIRY);
  });
});
