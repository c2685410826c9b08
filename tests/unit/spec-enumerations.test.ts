import { z } from 'zod/mini';
import {
  COMMODITY_TYPES,
  CONTAINER_TYPES,
  GOODS_READINESS,
  INSURANCE_TYPES,
  LANGUAGES,
  LOCATION_TYPES,
  PACKAGE_TYPES,
  PALLET_TYPES,
  PREFERRED_REGIONS,
  TRANSPORT_MODES,
  TRUCK_TYPES,
} from '@/config/enums';
import { codeLabel } from '@/lib/display';
import { i18n } from '@/lib/i18n';
import { isKnown, openEnum } from '@/lib/lenient';

// A code is shown to people as words: in every language each code of a list reads as its own word
// (its language's own word, not a key or the raw code, never another code's word); a code the app does not know, or a
// known one in the backend's other case, still reads as something sensible.

const GROUPS = {
  mot: TRANSPORT_MODES,
  commodity: COMMODITY_TYPES,
  readiness: GOODS_READINESS,
  locationType: LOCATION_TYPES,
  truckType: TRUCK_TYPES,
  containerType: CONTAINER_TYPES,
  packageType: PACKAGE_TYPES,
  palletType: PALLET_TYPES,
  region: PREFERRED_REGIONS,
  insurance: INSURANCE_TYPES,
} as const;
type Group = keyof typeof GROUPS;

/** What a screen shows for a code of a group, as codeLabel (or the carrier profile's isKnown) decides. */
function shown(language: string, group: Group, value: string | null | undefined) {
  const t = i18n.getFixedT(language);
  if (group === 'region' || group === 'insurance')
    return value && isKnown(GROUPS[group], value) ? t(`enums:${group}.${value}`) : (value ?? t('ui:missing'));
  return codeLabel(t, `enums:${group}`, GROUPS[group] as readonly string[] as readonly never[], value);
}

/** Read from the language's own resources: i18n.t would quietly fall back to English. */
const ownWord = (language: string, group: Group, code: string) =>
  i18n.getResource(language, 'enums', `${group}.${code}`) as string | undefined;

beforeAll(() => i18n.loadLanguages([...LANGUAGES]).then(() => i18n.loadNamespaces(['enums', 'ui'])));

describe.each(LANGUAGES)('codes shown in %s', (language) => {
  it.each(Object.keys(GROUPS) as Group[])('every %s code reads as its own word', (group) => {
    const codes: readonly string[] = GROUPS[group];
    const words = codes.map((code) => shown(language, group, code));
    for (const [index, code] of codes.entries()) {
      expect(ownWord(language, group, code), `${code} has ${language} words`).toMatch(/\S/);
      expect(words[index], code).toBe(ownWord(language, group, code));
    }
    expect(new Set(words.map((word) => word.toLocaleLowerCase(language))).size, words.join(' | ')).toBe(
      codes.length,
    );
  });

  it('shows an unknown code as it came and a missing one as a dash', () => {
    for (const group of Object.keys(GROUPS) as Group[]) {
      expect(shown(language, group, 'HOVERCRAFT')).toBe('HOVERCRAFT');
      expect(shown(language, group, undefined)).toBe('—');
    }
  });
});

describe('a code as the backend may send it', () => {
  const mode = openEnum(TRANSPORT_MODES);

  it('reads a known code in another case as the known one, so it shows its word', () => {
    const read = z.parse(mode, 'rail');
    expect(read).toBe('RAIL');
    expect(shown('en', 'mot', read)).toBe('Railway');
    expect(shown('az', 'palletType', z.parse(openEnum(PALLET_TYPES), 'EUR1'))).toBe(
      ownWord('az', 'palletType', 'eur1'),
    );
  });

  it('keeps a code it does not know, which then shows as it came', () => {
    const read = z.parse(mode, 'HOVERCRAFT');
    expect(read).toBe('HOVERCRAFT');
    expect(shown('ru', 'mot', read)).toBe('HOVERCRAFT');
  });

  it('names a full truck load with its abbreviation in every language', () => {
    for (const language of LANGUAGES)
      expect(i18n.getResource(language, 'enums', 'ftl'), language).toContain('FTL');
  });
});
