import { amountMsg } from '@/lib/numbers-messages';
import {
  emptyRouteOfferValues,
  routeOfferResolver,
  type RouteOfferFormValues,
} from './route-offer-form-values';

// The route offer's price is read by the app's one number parser, in the
// language the form names: '1.850' is 1850 in az, ambiguous in en; what cannot be read is not sent.

const options = { fields: {}, shouldUseNativeValidation: false } as const;

const offer = (price: string): RouteOfferFormValues => ({
  ...emptyRouteOfferValues(),
  pickupCountryId: 1,
  pickupCity: 'Baku',
  deliveryCountryId: 2,
  deliveryCity: 'Tbilisi',
  mode: 'ROAD',
  price,
  capacity: '3',
});

const resolveOffer = (price: string, language: string) =>
  routeOfferResolver(offer(price), { language }, options);

describe('route offer price', () => {
  it('sends the price as the language reads it', async () => {
    expect((await resolveOffer('1.850', 'az')).values).toMatchObject({ price: 1850 });
    expect((await resolveOffer('1.850,5', 'ru')).values).toMatchObject({ price: 1850.5 });
    expect((await resolveOffer('1,850.50', 'en')).values).toMatchObject({ price: 1850.5 });
  });

  it('refuses an ambiguous or foreign-written price with its reason, sending nothing', async () => {
    const ambiguous = await resolveOffer('1,850', 'az');
    expect(ambiguous.values).toEqual({});
    expect(ambiguous.errors.price?.message).toBe(amountMsg.ambiguous);
    expect((await resolveOffer('1.850', 'en')).errors.price?.message).toBe(amountMsg.ambiguous);
    expect((await resolveOffer('1850,5', 'en')).errors.price?.message).toBe(amountMsg.otherConvention);
    expect((await resolveOffer('18.50.0', 'az')).errors.price?.message).toBe(amountMsg.malformed);
  });
});
