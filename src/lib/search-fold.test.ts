import { equalsAnyName, foldForSearch, matchesAnyName } from './search-fold';

describe('foldForSearch', () => {
  it.each([
    ['Bakı', 'baki'],
    ['İstanbul', 'istanbul'],
    ['ISTANBUL', 'istanbul'],
    ['Türkiyə', 'turkiye'],
    ['Gəncə', 'gence'],
    ['Şəki', 'seki'],
    ['Çin', 'cin'],
    ['Ağdam', 'agdam'],
    ['Özbəkistan', 'ozbekistan'],
    ['Ёлки', 'елки'],
    ['Гданьск', 'гданьск'],
  ])('folds %s to %s', (name, folded) => {
    expect(foldForSearch(name)).toBe(folded);
  });

  it('keeps й a letter of its own, so Russian words do not merge', () => {
    expect(foldForSearch('Шанхай')).toBe('шанхай');
    expect(foldForSearch('Шанхай')).not.toBe(foldForSearch('Шанхаи'));
  });
});

describe('matchesAnyName', () => {
  const turkey = ['Türkiyə', 'Turkey', 'Турция'];
  it('finds a place by part of any of its names, whatever the case and accents', () => {
    expect(matchesAnyName(['Bakı', 'Baku', 'Баку'], 'Baki')).toBe(true);
    expect(matchesAnyName(['İstanbul'], 'istanbul')).toBe(true);
    expect(matchesAnyName(turkey, 'Turkey')).toBe(true);
    expect(matchesAnyName(turkey, 'турц')).toBe(true);
    expect(matchesAnyName(turkey, '  TÜRK ')).toBe(true);
  });

  it('does not find a place none of whose names holds the text', () => {
    expect(matchesAnyName(turkey, 'Turkeys')).toBe(false);
    expect(matchesAnyName(['Bakı', 'Baku'], 'Bakü x')).toBe(false);
  });

  it('equalsAnyName wants the whole name, never a part or an empty text', () => {
    expect(equalsAnyName(['Bakı', 'Baku'], ' baku ')).toBe(true);
    expect(equalsAnyName(['Bakı', 'Baku'], 'Bak')).toBe(false);
    expect(equalsAnyName(['Bakı'], '  ')).toBe(false);
  });
});
