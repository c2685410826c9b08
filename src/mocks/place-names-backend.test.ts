import { readDb } from './db/db';
import { call, tokenFor } from './test-api';
import { demoOrganization, wholeInquiryInput } from '@tests/utils/factories';
import { toApiDate } from '@/lib/dates';

// One name per place: the demo keeps each country and city once, with an id and its names in az, en
// and ru; every answer names a place in the request's language, whichever language the inquiry was
// created in; the city picker offers the same places the seed's inquiries name.

type Place = { countryId: number; cityId: number | null; city: string; countryName: string };
type Row = { id: number; inquiryCode: string; pickup: Place | null; delivery: Place | null };

const future = (days: number) => toApiDate(Date.now() + days * 86_400_000);

async function listOf(token: string, search: string, language = 'en') {
  const query = new URLSearchParams({ size: '100', tab: 'general', search });
  const { body } = await call(token, 'GET', `/inquiries?${query.toString()}`, undefined, language);
  return body as { content: Row[]; totalElements: number };
}

describe('places (demo backend)', () => {
  it('names countries and cities in the asker’s language, each with its id and all three names', async () => {
    const token = await tokenFor('importer@demo.az');
    const az = await call(token, 'GET', '/country/list', undefined, 'az');
    const countries = az.body as unknown as Array<{
      id: number;
      name: string;
      names: Record<string, string>;
    }>;
    expect(countries.find((c) => c.id === 2)).toEqual({
      id: 2,
      name: 'Türkiyə',
      names: { az: 'Türkiyə', en: 'Turkey', ru: 'Турция' },
    });
    const ru = await call(token, 'GET', '/cities?countryId=1&cityName=gence', undefined, 'ru');
    expect(ru.body).toEqual([
      { id: 101, name: 'Гянджа', countryId: 1, names: { az: 'Gəncə', en: 'Ganja', ru: 'Гянджа' } },
    ]);
  });

  it('offers in the picker every city the seeded inquiries name, by the same id', async () => {
    const token = await tokenFor('importer@demo.az');
    const db = readDb();
    for (const country of db.countries) {
      const { body } = await call(token, 'GET', `/cities?countryId=${country.id}&cityName=`);
      const offered = new Set((body as unknown as Array<{ id: number }>).map((c) => c.id));
      const named = db.inquiries.flatMap((i) =>
        [i.pickup, i.delivery].filter((p) => p?.countryId === country.id).map((p) => p!.cityId),
      );
      expect(named.every((id) => id != null && offered.has(id))).toBe(true);
    }
  });

  it('answers a created inquiry’s city as it answers a seeded one’s, in each language', async () => {
    const token = await tokenFor('importer@demo.az');
    // The picker in az stores the az names.
    const input = wholeInquiryInput(future(5), future(12), {
      pickup: { ...wholeInquiryInput('', '').pickup, city: 'İstanbul', date: future(5) },
      delivery: { ...wholeInquiryInput('', '').delivery, city: 'Bakı', date: future(12) },
    });
    const { body: draft } = await call(token, 'POST', '/inquiries', { step: 0, values: {} });
    const sent = await call(token, 'POST', `/inquiries/${draft.id as number}/submit`, input, 'en');
    expect(sent.status).toBe(200);
    const created = sent.body as unknown as Row;
    expect(created.delivery).toMatchObject({ cityId: 100, city: 'Baku', countryName: 'Azerbaijan' });

    for (const [language, istanbul, baku] of [
      ['az', 'İstanbul', 'Bakı'],
      ['en', 'Istanbul', 'Baku'],
      ['ru', 'Стамбул', 'Баку'],
    ] as const) {
      const [seeded, made] = await Promise.all([
        call(token, 'GET', '/inquiries/101', undefined, language),
        call(token, 'GET', `/inquiries/${created.id}`, undefined, language),
      ]);
      for (const inquiry of [seeded.body, made.body] as unknown as Row[]) {
        expect([inquiry.pickup?.city, inquiry.delivery?.city]).toEqual([istanbul, baku]);
      }
    }
  });

  it('finds the same inquiries by a city’s az, en or ru name, case and accents aside', async () => {
    const token = await tokenFor('importer@demo.az');
    const codes = async (search: string) =>
      (await listOf(token, search)).content.map((row) => row.inquiryCode).sort();
    const ganja = await codes('Ganja');
    expect(ganja.length).toBeGreaterThan(0);
    expect(await codes('Gəncə')).toEqual(ganja);
    expect(await codes('Гянджа')).toEqual(ganja);
    expect(await codes('GENCE')).toEqual(ganja);
    const own = demoOrganization('IMPORTER').id;
    expect(readDb().inquiries.some((i) => i.organizationId === own && i.delivery?.cityId === 101)).toBe(true);
  });

  it('names the places of the carrier’s bids and open inquiries in the asker’s language', async () => {
    const token = await tokenFor('carrier@demo.az');
    const bids = await call(token, 'GET', '/bids?tab=active&size=100', undefined, 'az');
    const rows = (bids.body as { content: Array<{ from: string; to: string }> }).content;
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.some((row) => row.to === 'Bakı, Azərbaycan')).toBe(true);
    expect(rows.some((row) => /Baku|Azerbaijan/.test(`${row.from} ${row.to}`))).toBe(false);

    const open = await call(token, 'GET', '/bids/inquiries?size=100&search=Гянджа', undefined, 'az');
    const inquiries = (open.body as { content: Row[] }).content;
    expect(inquiries.length).toBeGreaterThan(0);
    expect(inquiries.every((row) => [row.pickup?.city, row.delivery?.city].includes('Gəncə'))).toBe(true);
  });
});
