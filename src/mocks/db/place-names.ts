import type { Language } from '@/config/enums';

// Country and city names in the three languages. The database keeps one English name per place
// (inquiries and route offers store it as typed text); the look-ups answer in the caller's language
// and add every name as `names`, so a picker can find a place by any of them (docs/decisions.md).
// Kept beside the seed rather than in it, so a demo database saved by an earlier version still reads.

export type PlaceNames = Record<Language, string>;

const n = (az: string, en: string, ru: string): PlaceNames => ({ az, en, ru });

/** By ISO 3166 code. */
export const COUNTRY_NAMES: Record<string, PlaceNames> = {
  AZ: n('Azərbaycan', 'Azerbaijan', 'Азербайджан'),
  TR: n('Türkiyə', 'Turkey', 'Турция'),
  GE: n('Gürcüstan', 'Georgia', 'Грузия'),
  RU: n('Rusiya', 'Russia', 'Россия'),
  KZ: n('Qazaxıstan', 'Kazakhstan', 'Казахстан'),
  CN: n('Çin', 'China', 'Китай'),
  DE: n('Almaniya', 'Germany', 'Германия'),
  IR: n('İran', 'Iran', 'Иран'),
  UZ: n('Özbəkistan', 'Uzbekistan', 'Узбекистан'),
  AE: n('Birləşmiş Ərəb Əmirlikləri', 'United Arab Emirates', 'Объединённые Арабские Эмираты'),
  IT: n('İtaliya', 'Italy', 'Италия'),
  PL: n('Polşa', 'Poland', 'Польша'),
};

/** By the English name the database keeps. */
export const CITY_NAMES: Record<string, PlaceNames> = {
  Baku: n('Bakı', 'Baku', 'Баку'),
  Ganja: n('Gəncə', 'Ganja', 'Гянджа'),
  Sumgait: n('Sumqayıt', 'Sumgait', 'Сумгаит'),
  Alat: n('Ələt', 'Alat', 'Алят'),
  Mingachevir: n('Mingəçevir', 'Mingachevir', 'Мингечаур'),
  Istanbul: n('İstanbul', 'Istanbul', 'Стамбул'),
  Mersin: n('Mersin', 'Mersin', 'Мерсин'),
  Ankara: n('Ankara', 'Ankara', 'Анкара'),
  Izmir: n('İzmir', 'Izmir', 'Измир'),
  Bursa: n('Bursa', 'Bursa', 'Бурса'),
  Tbilisi: n('Tbilisi', 'Tbilisi', 'Тбилиси'),
  Poti: n('Poti', 'Poti', 'Поти'),
  Batumi: n('Batumi', 'Batumi', 'Батуми'),
  Moscow: n('Moskva', 'Moscow', 'Москва'),
  Astrakhan: n('Həştərxan', 'Astrakhan', 'Астрахань'),
  'Saint Petersburg': n('Sankt-Peterburq', 'Saint Petersburg', 'Санкт-Петербург'),
  Makhachkala: n('Mahaçqala', 'Makhachkala', 'Махачкала'),
  Aktau: n('Aktau', 'Aktau', 'Актау'),
  Almaty: n('Almatı', 'Almaty', 'Алматы'),
  Astana: n('Astana', 'Astana', 'Астана'),
  Shanghai: n('Şanxay', 'Shanghai', 'Шанхай'),
  Urumqi: n('Urumçi', 'Urumqi', 'Урумчи'),
  Xian: n('Sian', 'Xian', 'Сиань'),
  Shenzhen: n('Şençjen', 'Shenzhen', 'Шэньчжэнь'),
  Hamburg: n('Hamburq', 'Hamburg', 'Гамбург'),
  Frankfurt: n('Frankfurt', 'Frankfurt', 'Франкфурт'),
  Munich: n('Münhen', 'Munich', 'Мюнхен'),
  Tehran: n('Tehran', 'Tehran', 'Тегеран'),
  Tabriz: n('Təbriz', 'Tabriz', 'Тебриз'),
  'Bandar Abbas': n('Bəndər-Abbas', 'Bandar Abbas', 'Бендер-Аббас'),
  Tashkent: n('Daşkənd', 'Tashkent', 'Ташкент'),
  Samarkand: n('Səmərqənd', 'Samarkand', 'Самарканд'),
  Dubai: n('Dubay', 'Dubai', 'Дубай'),
  'Jebel Ali': n('Cəbəl Əli', 'Jebel Ali', 'Джебель-Али'),
  'Abu Dhabi': n('Əbu-Dabi', 'Abu Dhabi', 'Абу-Даби'),
  Milan: n('Milan', 'Milan', 'Милан'),
  Genoa: n('Genuya', 'Genoa', 'Генуя'),
  Warsaw: n('Varşava', 'Warsaw', 'Варшава'),
  Gdansk: n('Qdansk', 'Gdansk', 'Гданьск'),
};

/** A place this table does not know keeps its one name in every language. */
export const namesOf = (table: Record<string, PlaceNames>, key: string, fallback: string): PlaceNames =>
  table[key] ?? n(fallback, fallback, fallback);
