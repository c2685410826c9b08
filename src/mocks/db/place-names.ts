import type { CityRecord, CountryRecord, PlaceNames } from './models';

// The demo's places, each with its id and its name in the three languages, as a real backend keeps
// them. The seed's countries and cities, the look-ups the create flow's picker asks, and the seeded
// inquiries all come from this one table, so the picker and the seed name a place alike.

const n = (az: string, en: string, ru: string): PlaceNames => ({ az, en, ru });

const PLACES: ReadonlyArray<{ id: number; iso: string; names: PlaceNames; cities: PlaceNames[] }> = [
  {
    id: 1,
    iso: 'AZ',
    names: n('Azərbaycan', 'Azerbaijan', 'Азербайджан'),
    cities: [
      n('Bakı', 'Baku', 'Баку'),
      n('Gəncə', 'Ganja', 'Гянджа'),
      n('Sumqayıt', 'Sumgait', 'Сумгаит'),
      n('Ələt', 'Alat', 'Алят'),
      n('Mingəçevir', 'Mingachevir', 'Мингечаур'),
    ],
  },
  {
    id: 2,
    iso: 'TR',
    names: n('Türkiyə', 'Turkey', 'Турция'),
    cities: [
      n('İstanbul', 'Istanbul', 'Стамбул'),
      n('Mersin', 'Mersin', 'Мерсин'),
      n('Ankara', 'Ankara', 'Анкара'),
      n('İzmir', 'Izmir', 'Измир'),
      n('Bursa', 'Bursa', 'Бурса'),
    ],
  },
  {
    id: 3,
    iso: 'GE',
    names: n('Gürcüstan', 'Georgia', 'Грузия'),
    cities: [n('Tbilisi', 'Tbilisi', 'Тбилиси'), n('Poti', 'Poti', 'Поти'), n('Batumi', 'Batumi', 'Батуми')],
  },
  {
    id: 4,
    iso: 'RU',
    names: n('Rusiya', 'Russia', 'Россия'),
    cities: [
      n('Moskva', 'Moscow', 'Москва'),
      n('Həştərxan', 'Astrakhan', 'Астрахань'),
      n('Sankt-Peterburq', 'Saint Petersburg', 'Санкт-Петербург'),
      n('Mahaçqala', 'Makhachkala', 'Махачкала'),
    ],
  },
  {
    id: 5,
    iso: 'KZ',
    names: n('Qazaxıstan', 'Kazakhstan', 'Казахстан'),
    cities: [n('Aktau', 'Aktau', 'Актау'), n('Almatı', 'Almaty', 'Алматы'), n('Astana', 'Astana', 'Астана')],
  },
  {
    id: 6,
    iso: 'CN',
    names: n('Çin', 'China', 'Китай'),
    cities: [
      n('Şanxay', 'Shanghai', 'Шанхай'),
      n('Urumçi', 'Urumqi', 'Урумчи'),
      n('Sian', 'Xian', 'Сиань'),
      n('Şençjen', 'Shenzhen', 'Шэньчжэнь'),
    ],
  },
  {
    id: 7,
    iso: 'DE',
    names: n('Almaniya', 'Germany', 'Германия'),
    cities: [
      n('Hamburq', 'Hamburg', 'Гамбург'),
      n('Frankfurt', 'Frankfurt', 'Франкфурт'),
      n('Münhen', 'Munich', 'Мюнхен'),
    ],
  },
  {
    id: 8,
    iso: 'IR',
    names: n('İran', 'Iran', 'Иран'),
    cities: [
      n('Tehran', 'Tehran', 'Тегеран'),
      n('Təbriz', 'Tabriz', 'Тебриз'),
      n('Bəndər-Abbas', 'Bandar Abbas', 'Бендер-Аббас'),
    ],
  },
  {
    id: 9,
    iso: 'UZ',
    names: n('Özbəkistan', 'Uzbekistan', 'Узбекистан'),
    cities: [n('Daşkənd', 'Tashkent', 'Ташкент'), n('Səmərqənd', 'Samarkand', 'Самарканд')],
  },
  {
    id: 10,
    iso: 'AE',
    names: n('Birləşmiş Ərəb Əmirlikləri', 'United Arab Emirates', 'Объединённые Арабские Эмираты'),
    cities: [
      n('Dubay', 'Dubai', 'Дубай'),
      n('Cəbəl Əli', 'Jebel Ali', 'Джебель-Али'),
      n('Əbu-Dabi', 'Abu Dhabi', 'Абу-Даби'),
    ],
  },
  {
    id: 11,
    iso: 'IT',
    names: n('İtaliya', 'Italy', 'Италия'),
    cities: [n('Milan', 'Milan', 'Милан'), n('Genuya', 'Genoa', 'Генуя')],
  },
  {
    id: 12,
    iso: 'PL',
    names: n('Polşa', 'Poland', 'Польша'),
    cities: [n('Varşava', 'Warsaw', 'Варшава'), n('Qdansk', 'Gdansk', 'Гданьск')],
  },
];

/** The seed's countries: id, ISO code and names. */
export const seedCountries = (): CountryRecord[] =>
  PLACES.map(({ id, iso, names }) => ({ id, iso, names: { ...names } }));

/** The seed's cities, numbered by their country: Baku is 100, Ganja 101, Istanbul 200. */
export const seedCities = (): CityRecord[] =>
  PLACES.flatMap((country) =>
    country.cities.map((names, i) => ({
      id: country.id * 100 + i,
      countryId: country.id,
      names: { ...names },
    })),
  );
