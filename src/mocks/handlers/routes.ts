import { http } from 'msw';
import { endpoints } from '@/config/endpoints';
import { routeOfferInputSchema } from '@/features/route-offers/schemas';
import { nextId } from '../db/db';
import type { DemoData, PlaceRecord, RouteOfferRecord } from '../db/models';
import { activeWrite, apiUrl, type AuthContext, fail, authedRead, languageOf } from '../http';
import { cityNameIn, countryNameIn, placeKey } from '../db/places';
import type { Currency, Language, TransportMode } from '@/config/enums';
import { newestFirst, paginate, searchOf } from '../paginate';
import { todayApiDate } from '@/lib/dates';
import { WON_BID_STATUSES } from '../db/billing-ledger';

export function offerState(offer: RouteOfferRecord, today = todayApiDate()) {
  if (offer.withdrawn) return 'withdrawn' as const;
  if (offer.validUntil < today) return 'expired' as const;
  if (offer.validFrom > today) return 'scheduled' as const;
  return 'active' as const;
}

function toOfferDto(db: DemoData, o: RouteOfferRecord, language: Language) {
  const { withdrawn, ...rest } = o;
  void withdrawn;
  return {
    ...rest,
    organizationName: db.organizations.find((x) => x.id === o.organizationId)?.organizaName ?? '',
    pickupCountryName: countryNameIn(db, o.pickupCountryId, language),
    pickupCity: cityNameIn(db, { countryId: o.pickupCountryId, city: o.pickupCity }, language),
    deliveryCountryName: countryNameIn(db, o.deliveryCountryId, language),
    deliveryCity: cityNameIn(db, { countryId: o.deliveryCountryId, city: o.deliveryCity }, language),
    state: offerState(o),
  };
}

function ownOffer(request: Request, db: DemoData, auth: AuthContext, id: unknown) {
  const offer = db.routeOffers.find((o) => o.id === Number(id));
  if (!offer) throw fail(request, 404, 'notFound');
  if (offer.organizationId !== auth.organization.id) throw fail(request, 403, 'notYourOffer');
  return offer;
}

function lanesOf(db: DemoData, organizationId: number, language: Language) {
  const newLane = (key: string, pickup: PlaceRecord, delivery: PlaceRecord, mode: TransportMode) => ({
    key,
    pickupCountryId: pickup.countryId,
    pickupCountryName: countryNameIn(db, pickup.countryId, language),
    pickupCity: cityNameIn(db, pickup, language),
    deliveryCountryId: delivery.countryId,
    deliveryCountryName: countryNameIn(db, delivery.countryId, language),
    deliveryCity: cityNameIn(db, delivery, language),
    mode,
    inquiries: 0,
    totalWeightKg: 0,
    lastPrice: null as { value: number; currency: Currency } | null,
    lastPriceAt: '',
    lastInquiryAt: '',
    carriers: new Map<number, string>(),
  });
  const lanes = new Map<string, ReturnType<typeof newLane>>();
  for (const { pickup, delivery, shipmentMode: mode, ...i } of db.inquiries) {
    if (i.organizationId !== organizationId || i.status === 'draft' || !pickup || !delivery || !mode)
      continue;
    const key = `${placeKey(db, pickup)}>${placeKey(db, delivery)}:${mode}`;
    const lane = lanes.get(key) ?? newLane(key, pickup, delivery, mode);
    lane.inquiries += 1;
    lane.totalWeightKg += i.goods.reduce((s, g) => s + g.weight * g.quantity, 0);
    if (i.createdAt > lane.lastInquiryAt) lane.lastInquiryAt = i.createdAt;
    for (const b of db.bids) {
      if (b.inquiryId !== i.id || !WON_BID_STATUSES.includes(b.status)) continue;
      const carrier = db.organizations.find((o) => o.id === b.organizationId);
      lane.carriers.set(b.organizationId, carrier?.organizaName ?? '');
      if (b.updatedAt > lane.lastPriceAt) {
        lane.lastPriceAt = b.updatedAt;
        lane.lastPrice = { value: b.value, currency: b.currency };
      }
    }
    lanes.set(key, lane);
  }
  return [...lanes.values()]
    .map(({ carriers, lastPriceAt, ...lane }) => {
      void lastPriceAt;
      return { ...lane, carriers: [...carriers.entries()].map(([id, name]) => ({ id, name })) };
    })
    .sort((a, b) => b.inquiries - a.inquiries || b.lastInquiryAt.localeCompare(a.lastInquiryAt));
}

export const routeHandlers = [
  http.get(
    apiUrl(endpoints.routes.lanes),
    authedRead(['IMPORTER'], ({ request, auth, db }) =>
      lanesOf(db, auth.organization.id, languageOf(request)),
    ),
  ),

  http.get(
    apiUrl(endpoints.routes.offers),
    authedRead(['IMPORTER', 'LOGISTIC', 'ADMIN'], ({ request, auth, db, url }) => {
      const q = url.searchParams;
      const mine = q.get('mine') === 'true' && auth.role === 'LOGISTIC';
      const pickupCountryId = Number(q.get('pickupCountryId')) || null;
      const deliveryCountryId = Number(q.get('deliveryCountryId')) || null;
      const mode = q.get('mode');
      const search = searchOf(q);
      const rows = db.routeOffers
        .filter((o) => (mine ? o.organizationId === auth.organization.id : offerState(o) === 'active'))
        .filter((o) => !pickupCountryId || o.pickupCountryId === pickupCountryId)
        .filter((o) => !deliveryCountryId || o.deliveryCountryId === deliveryCountryId)
        .filter((o) => !mode || o.mode === mode)
        .map((o) => toOfferDto(db, o, languageOf(request)))
        .filter(
          (o) =>
            !search ||
            [o.pickupCity, o.deliveryCity, o.organizationName, o.notes]
              .join(' ')
              .toLocaleLowerCase()
              .includes(search),
        )
        .sort(newestFirst);
      return paginate(rows, url);
    }),
  ),

  http.post(
    apiUrl(endpoints.routes.offers),
    activeWrite(
      ['LOGISTIC'],
      routeOfferInputSchema,
      ({ request, auth, body, db }) => {
        const offer: RouteOfferRecord = {
          id: nextId(db.routeOffers),
          organizationId: auth.organization.id,
          ...body,
          pickupCity: body.pickupCity.trim(),
          deliveryCity: body.deliveryCity.trim(),
          notes: body.notes.trim(),
          createdAt: new Date().toISOString(),
          withdrawn: false,
        };
        db.routeOffers.push(offer);
        return toOfferDto(db, offer, languageOf(request));
      },
      201,
    ),
  ),

  http.put(
    apiUrl(endpoints.routes.offer(':id')),
    activeWrite(['LOGISTIC'], routeOfferInputSchema, ({ request, params, auth, body, db }) => {
      const offer = ownOffer(request, db, auth, params.id);
      Object.assign(offer, body, { withdrawn: false });
      return toOfferDto(db, offer, languageOf(request));
    }),
  ),

  http.delete(
    apiUrl(endpoints.routes.offer(':id')),
    activeWrite(['LOGISTIC'], null, ({ request, params, auth, db }) => {
      const offer = ownOffer(request, db, auth, params.id);
      offer.withdrawn = true;
      return toOfferDto(db, offer, languageOf(request));
    }),
  ),
];
