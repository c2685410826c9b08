import type { CityRecord, CountryRecord, PlaceNames } from './models';

// A country a pair of lines, its id the pair's number from 1: ISO code and names, then its cities; az|en|ru.
const TABLE = `
AZ Azərbaycan|Azerbaijan|Азербайджан
  Bakı|Baku|Баку; Gəncə|Ganja|Гянджа; Sumqayıt|Sumgait|Сумгаит; Ələt|Alat|Алят; Mingəçevir|Mingachevir|Мингечаур
TR Türkiyə|Turkey|Турция
  İstanbul|Istanbul|Стамбул; Mersin|Mersin|Мерсин; Ankara|Ankara|Анкара; İzmir|Izmir|Измир; Bursa|Bursa|Бурса
GE Gürcüstan|Georgia|Грузия
  Tbilisi|Tbilisi|Тбилиси; Poti|Poti|Поти; Batumi|Batumi|Батуми
RU Rusiya|Russia|Россия
  Moskva|Moscow|Москва; Həştərxan|Astrakhan|Астрахань; Sankt-Peterburq|Saint Petersburg|Санкт-Петербург; Mahaçqala|Makhachkala|Махачкала
KZ Qazaxıstan|Kazakhstan|Казахстан
  Aktau|Aktau|Актау; Almatı|Almaty|Алматы; Astana|Astana|Астана
CN Çin|China|Китай
  Şanxay|Shanghai|Шанхай; Urumçi|Urumqi|Урумчи; Sian|Xian|Сиань; Şençjen|Shenzhen|Шэньчжэнь
DE Almaniya|Germany|Германия
  Hamburq|Hamburg|Гамбург; Frankfurt|Frankfurt|Франкфурт; Münhen|Munich|Мюнхен
IR İran|Iran|Иран
  Tehran|Tehran|Тегеран; Təbriz|Tabriz|Тебриз; Bəndər-Abbas|Bandar Abbas|Бендер-Аббас
UZ Özbəkistan|Uzbekistan|Узбекистан
  Daşkənd|Tashkent|Ташкент; Səmərqənd|Samarkand|Самарканд
AE Birləşmiş Ərəb Əmirlikləri|United Arab Emirates|Объединённые Арабские Эмираты
  Dubay|Dubai|Дубай; Cəbəl Əli|Jebel Ali|Джебель-Али; Əbu-Dabi|Abu Dhabi|Абу-Даби
IT İtaliya|Italy|Италия
  Milan|Milan|Милан; Genuya|Genoa|Генуя
PL Polşa|Poland|Польша
  Varşava|Warsaw|Варшава; Qdansk|Gdansk|Гданьск`;

const names = (text: string): PlaceNames => {
  const [az = '', en = '', ru = ''] = text.trim().split('|');
  return { az, en, ru };
};

const lines = TABLE.trim().split('\n');
const PLACES = Array.from({ length: lines.length / 2 }, (_, i) => {
  const head = lines[2 * i] ?? '';
  return {
    id: i + 1,
    iso: head.slice(0, 2),
    names: names(head.slice(3)),
    cities: (lines[2 * i + 1] ?? '').split(';').map(names),
  };
});

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
