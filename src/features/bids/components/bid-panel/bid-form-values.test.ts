import { MAX_BID_VALUE } from '@/config/limits';
import { bidMsg } from '../../schemas';
import { amountMsg } from '@/lib/numbers-messages';
import type { Bid } from '../../schemas';
import { bidFormResolver, bidToValues, newBidValues, type BidFormValues } from './bid-form-values';

const values = (over: Partial<BidFormValues> = {}): BidFormValues => ({
  ...newBidValues('ROAD', {
    preferredRegions: ['CIS', 'MARS'],
    insuranceTypes: ['CMR'],
    certifications: 'ADR',
  }),
  value: '1200',
  ...over,
});

const resolve = async (v: BidFormValues, language = 'az') =>
  bidFormResolver(v, { language }, { fields: {}, shouldUseNativeValidation: false });

const valueMessage = async (value: string, language = 'az') =>
  (await resolve(values({ value }), language)).errors.value?.message;
const sentValue = async (value: string, language = 'az') =>
  (await resolve(values({ value }), language)).values.value;

describe('bid form values', () => {
  it('reads the price the way the language writes it', async () => {
    expect(await sentValue('1.850')).toBe(1850);
    expect(await sentValue('1.850,5')).toBe(1850.5);
    expect(await sentValue(' 1 850,50 ')).toBe(1850.5);
    expect(await sentValue('1200,50')).toBe(1200.5);
    expect(await sentValue('1,850.50', 'en')).toBe(1850.5);
    expect(await sentValue('1200.50', 'en')).toBe(1200.5);
    expect(await sentValue('1.850,5', 'ru')).toBe(1850.5);
  });

  it('refuses a price that could be read two ways or not at all, and sends nothing', async () => {
    expect(await valueMessage('1,850')).toBe(amountMsg.ambiguous);
    expect(await sentValue('1,850')).toBeUndefined();
    expect(await valueMessage('1.850', 'en')).toBe(amountMsg.ambiguous);
    expect(await valueMessage('1.85')).toBe(amountMsg.otherConvention);
    expect(await valueMessage('1200,50', 'en')).toBe(amountMsg.otherConvention);
    expect(await valueMessage('18.50.0')).toBe(amountMsg.malformed);
    expect(await valueMessage('12abc')).toBe(amountMsg.malformed);
  });

  it('writes an existing bid back the language way, so it reads as the same price', async () => {
    const bid = { value: 1200.5, preferredRegions: [], insuranceTypes: [], breakdown: [] } as unknown as Bid;
    expect(bidToValues(bid, 'az').value).toBe('1200,5');
    expect(await sentValue(bidToValues(bid, 'az').value)).toBe(1200.5);
    expect(bidToValues(bid, 'en').value).toBe('1200.5');
    expect(await sentValue(bidToValues(bid, 'en').value, 'en')).toBe(1200.5);
  });

  it('refuses missing, zero, negative, unreadable, oversized and sub-cent prices', async () => {
    expect(await valueMessage('')).toBe(bidMsg.required);
    expect(await valueMessage('0')).toBe(bidMsg.valuePositive);
    expect(await valueMessage('-5')).toBe(amountMsg.negative);
    expect(await valueMessage('abc')).toBe(amountMsg.malformed);
    expect(await valueMessage(String(MAX_BID_VALUE + 1))).toBe(bidMsg.valueTooLarge);
    expect(await valueMessage('10,0051')).toBe(amountMsg.tooManyDecimals);
    expect(await valueMessage('10,01')).toBeUndefined();
    expect(await valueMessage(String(MAX_BID_VALUE))).toBeUndefined();
  });

  it('starts a new bid from the profile, keeping only known codes', () => {
    const start = values();
    expect(start.currency).toBe('USD');
    expect(start.preferredRegions).toEqual(['CIS']);
    expect(start.insuranceTypes).toEqual(['CMR']);
    expect(start.certifications).toBe('ADR');
  });

  it('sends trucks for road only and empty certificates as null', async () => {
    const road = await resolve(values({ value: '1200,50', truckCount: '3', certifications: '  ' }));
    expect(road.values).toMatchObject({ value: 1200.5, truckCount: 3, certifications: null });
    const air = await resolve(values({ shipmentMode: 'AIR', truckCount: '3' }));
    expect(air.values).toMatchObject({ shipmentMode: 'AIR', truckCount: null });
    const zeroTrucks = await resolve(values({ truckCount: '0' }));
    expect(zeroTrucks.errors.truckCount?.message).toBe(bidMsg.truckCount);
  });
});
