import type { Language } from '@/config/enums';
import { foldForSearch } from '@/lib/search-fold';
import type { CityRecord, DemoData, PlaceRecord } from './models';

type CityIndex = {
  byId: Map<number, CityRecord>;
  byName: Map<string, CityRecord>;
  foldedNames: Map<number, string[]>;
};

const indexes = new WeakMap<CityRecord[], CityIndex>();

function cityIndex(db: DemoData): CityIndex {
  let index = indexes.get(db.cities);
  if (!index) {
    index = { byId: new Map(), byName: new Map(), foldedNames: new Map() };
    for (const city of db.cities) {
      const folded = [...new Set(Object.values(city.names).map((name) => foldForSearch(name.trim())))];
      index.byId.set(city.id, city);
      index.foldedNames.set(city.id, folded);
      for (const name of folded) index.byName.set(`${city.countryId}|${name}`, city);
    }
    indexes.set(db.cities, index);
  }
  return index;
}

const cityNamed = (db: DemoData, countryId: number, text: string): CityRecord | undefined =>
  cityIndex(db).byName.get(`${countryId}|${foldForSearch(text.trim())}`);

/** A place as an inquiry keeps it: the city's id found from the text it was sent as. */
export const withCityId = <P extends PlaceRecord>(db: DemoData, place: P): P => ({
  ...place,
  cityId: cityNamed(db, place.countryId, place.city)?.id ?? null,
});

const cityOf = (db: DemoData, place: NamedPlace): CityRecord | undefined =>
  (place.cityId == null ? undefined : cityIndex(db).byId.get(place.cityId)) ??
  cityNamed(db, place.countryId, place.city);

export const countryNameIn = (db: DemoData, countryId: number, language: Language): string =>
  db.countries.find((c) => c.id === countryId)?.names[language] ?? '';

type NamedPlace = Pick<PlaceRecord, 'countryId' | 'city' | 'cityId'>;

export const cityNameIn = (db: DemoData, place: NamedPlace, language: Language): string =>
  cityOf(db, place)?.names[language] ?? place.city;

/** One key per place, whatever language it was named in: the city's id, or the text of an unknown city. */
export const placeKey = (db: DemoData, place: NamedPlace) =>
  `${place.countryId}:${cityOf(db, place)?.id ?? foldForSearch(place.city.trim())}`;

/** A place as the API answers it: its ids, and its names in the request's language. */
export function placeAnswer(db: DemoData, place: PlaceRecord, language: Language) {
  const city = cityOf(db, place);
  return {
    ...place,
    cityId: city?.id ?? null,
    city: city?.names[language] ?? place.city,
    countryName: countryNameIn(db, place.countryId, language),
  };
}

function placeSearchNames(db: DemoData, place: PlaceRecord | null): string[] {
  if (!place) return [];
  const city = cityOf(db, place);
  return city ? (cityIndex(db).foldedNames.get(city.id) ?? []) : [foldForSearch(place.city)];
}

/** True when the search, folded (lib/search-fold), is part of any name of the pick-up or delivery city. */
export const placesMatch = (
  db: DemoData,
  places: { pickup: PlaceRecord | null; delivery: PlaceRecord | null },
  foldedSearch: string,
) =>
  [...placeSearchNames(db, places.pickup), ...placeSearchNames(db, places.delivery)].some((name) =>
    name.includes(foldedSearch),
  );
