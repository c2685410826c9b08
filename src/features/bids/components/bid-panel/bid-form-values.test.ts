import { MAX_BID_VALUE } from '@/config/limits';
import { bidMsg } from '../../schemas';
import {
  AMOUNT_PATTERN,
  bidFormResolver,
  newBidValues,
  parseAmount,
  type BidFormValues,
} from './bid-form-values';

const values = (over: Partial<BidFormValues> = {}): BidFormValues => ({
  ...newBidValues('ROAD', {
    preferredRegions: ['CIS', 'MARS'],
    insuranceTypes: ['CMR'],
    certifications: 'ADR',
  }),
  value: '1200',
  ...over,
});

const resolve = async (v: BidFormValues) =>
  bidFormResolver(v, undefined, { fields: {}, shouldUseNativeValidation: false });

const valueMessage = async (value: string) => (await resolve(values({ value }))).errors.value?.message;

describe('bid form values', () => {
  it('reads a price with a point or a comma', () => {
    expect(parseAmount('1200.50')).toBe(1200.5);
    expect(parseAmount('1200,50')).toBe(1200.5);
    expect(parseAmount('')).toBeNaN();
    expect(parseAmount('.')).toBeNaN();
  });

  it('lets only digits and one separator into the price field', () => {
    for (const ok of ['1200', '1200.5', '1200,50', '0', '.5']) expect(AMOUNT_PATTERN.test(ok), ok).toBe(true);
    for (const bad of ['-5', 'abc', '12a', '1.2.3', '1,2,3', '1 200', '1e5'])
      expect(AMOUNT_PATTERN.test(bad), bad).toBe(false);
  });

  it('refuses missing, zero, negative, unreadable, oversized and sub-cent prices', async () => {
    expect(await valueMessage('')).toBe(bidMsg.required);
    expect(await valueMessage('0')).toBe(bidMsg.valuePositive);
    expect(await valueMessage('-5')).toBe(bidMsg.valuePositive);
    expect(await valueMessage('abc')).toBe(bidMsg.valueNumber);
    expect(await valueMessage(String(MAX_BID_VALUE + 1))).toBe(bidMsg.valueTooLarge);
    expect(await valueMessage('10.005')).toBe(bidMsg.valueDecimals);
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
