import { equalsAnyName, foldForSearch, matchesAnyName } from './search-fold';

// The edges of name matching that pickers meet with real data: a name the server left out (null)
// ahead of the one sought, spaces typed or stored twice, names stored with padding, and a blank
// entry that must never count as an exact match.

describe('name matching at its edges', () => {
  it('folds a run of spaces, tabs or line breaks into one space, and keeps words apart', () => {
    expect(foldForSearch('Baku  Sea\tPort\n')).toBe('baku sea port ');
    expect(matchesAnyName(['Baku  Sea Port'], 'sea port')).toBe(true);
    expect(matchesAnyName(['Baku Sea Port'], 'bakusea')).toBe(false);
  });

  it('skips names the server left out, wherever they stand in the list', () => {
    expect(matchesAnyName([null, undefined, 'Bakı'], 'baki')).toBe(true);
    expect(matchesAnyName([null, undefined], 'baki')).toBe(false);
    expect(equalsAnyName([null, undefined, 'Bakı'], 'baki')).toBe(true);
    expect(equalsAnyName([null, undefined], 'baki')).toBe(false);
  });

  it('matches a stored name exactly despite padding around it', () => {
    expect(equalsAnyName([' Bakı '], 'baki')).toBe(true);
    expect(equalsAnyName(['Bakı'], '  BAKI ')).toBe(true);
  });

  it('never takes blank input as an exact match, even of a blank name', () => {
    expect(equalsAnyName(['', '  '], '')).toBe(false);
    expect(equalsAnyName(['', 'Bakı'], '   ')).toBe(false);
    // A part of a name, by contrast, may be empty: every name matches an empty search.
    expect(matchesAnyName(['Bakı'], '  ')).toBe(true);
  });
});
