import {
  COMMODITY_TYPES,
  CONTAINER_TYPES,
  GOODS_READINESS,
  INSURANCE_TYPES,
  LOCATION_TYPES,
  PACKAGE_TYPES,
  PALLET_TYPES,
  PREFERRED_REGIONS,
  TRANSPORT_MODES,
  TRUCK_TYPES,
} from '@/config/enums';
import { i18n } from '@/lib/i18n';

// The enumerations of spec §3, each in the spec's order with the English label the spec gives it
// (reworded only where the spec writes a code: 'others' reads 'Other'). Every code also has its own
// Azerbaijani and Russian label, so no user ever reads a raw code in a select or a badge.

/** The English labels of an enumeration, read the way the screens read them (enums:<group>.<code>). */
const english = (group: string, codes: readonly string[]) =>
  codes.map((code) => i18n.t(`enums:${group}.${code}`, { lng: 'en' }));

/** Read from each language's own resources: a lookup through i18n.t would fall back to English. */
function expectTranslated(group: string, codes: readonly string[]) {
  for (const lng of ['az', 'ru'])
    for (const code of codes)
      expect(i18n.getResource(lng, 'enums', `${group}.${code}`), `${lng} ${code}`).toMatch(/\S/);
}

beforeAll(async () => {
  await i18n.loadNamespaces('enums');
});

describe('spec §3 enumerations', () => {
  it('names the four transport modes road, air, railway and sea', () => {
    expect(TRANSPORT_MODES).toEqual(['ROAD', 'AIR', 'RAIL', 'SEA']);
    expect(english('mot', TRANSPORT_MODES)).toEqual(['Road', 'Air', 'Railway', 'Sea']);
    expectTranslated('mot', TRANSPORT_MODES);
  });

  it('lists the eleven commodity types of the spec', () => {
    expect(COMMODITY_TYPES).toEqual([
      'beverages_foods_plants',
      'chemicals_healthcare',
      'furniture_accessories',
      'industrial_products',
      'apparels_accessories',
      'building_materials',
      'vehicles_engines_spare_parts',
      'appliances_material',
      'leisure_items',
      'paperboard_prints',
      'others',
    ]);
    expectTranslated('commodity', COMMODITY_TYPES);
  });

  it('names the three states of goods readiness', () => {
    expect(english('readiness', GOODS_READINESS)).toEqual([
      'Ready',
      'Ready in two weeks',
      'Ready in more than two weeks',
    ]);
    expectTranslated('readiness', GOODS_READINESS);
  });

  it('names the six location types', () => {
    expect(english('locationType', LOCATION_TYPES)).toEqual([
      'Port or airport',
      'Factory or warehouse',
      'Fulfillment center',
      'Business address',
      'Residential address',
      'Last-mile warehouse',
    ]);
    expectTranslated('locationType', LOCATION_TYPES);
  });

  it('names the six truck types', () => {
    expect(english('truckType', TRUCK_TYPES)).toEqual([
      'Reefer 86 m³',
      'Flatbed trailer',
      'Lowboy trailer',
      'Tilt truck 82 m³',
      'Tilt truck 96 m³',
      'Other',
    ]);
    expectTranslated('truckType', TRUCK_TYPES);
  });

  it('names the seven container types', () => {
    expect(english('containerType', CONTAINER_TYPES)).toEqual([
      '20ft',
      '40ft',
      '40ft HC',
      '45ft HC',
      'Open top',
      'Platform',
      'Other',
    ]);
    expectTranslated('containerType', CONTAINER_TYPES);
  });

  it('names the two package types and the five pallet types', () => {
    expect(english('packageType', PACKAGE_TYPES)).toEqual(['Pallets', 'Boxes / crates']);
    expect(english('palletType', PALLET_TYPES)).toEqual(['Not specified', '48x40', 'EUR1', 'EUR2', 'Other']);
    expectTranslated('packageType', PACKAGE_TYPES);
    expectTranslated('palletType', PALLET_TYPES);
  });

  it('names the fourteen preferred regions', () => {
    expect(english('region', PREFERRED_REGIONS)).toEqual([
      'Trans-Eurasia via the Caspian',
      'Gulf countries',
      'Europe – Azerbaijan',
      'Within Europe',
      'Turkey – Azerbaijan',
      'CIS',
      'China',
      'Pacific Ocean',
      'Mid-Transatlantic',
      'North–South Asia',
      'North America',
      'Latin America',
      'Within Asia',
      'Only within the country',
    ]);
    expectTranslated('region', PREFERRED_REGIONS);
  });

  it('names the ten insurance types', () => {
    expect(english('insurance', INSURANCE_TYPES)).toEqual([
      'Cargo',
      'FFL',
      'CL',
      'General liability',
      'CMR',
      'Marine liability',
      'Casco',
      'AWB',
      'Bank guarantees',
      'Other',
    ]);
    expectTranslated('insurance', INSURANCE_TYPES);
  });

  it('labels a full truck load (FTL)', () => {
    expect(i18n.t('enums:ftl', { lng: 'en' })).toBe('Full truck load (FTL)');
    for (const lng of ['az', 'ru']) expect(i18n.getResource(lng, 'enums', 'ftl')).toContain('FTL');
  });
});
