import fc from 'fast-check';
import { OPEN_INQUIRY_STATUSES, STATUSES } from '@/config/enums';
import { i18n } from '@/lib/i18n';
import { STATUS_GROUPS, STATUS_GROUP_COLOURS, countsByGroup, statusGroupOf } from './status-groups';

// The inquiries chart draws at most six colours: every status falls in one of at most six groups,
// each with its own colour and a name in every language.

describe('status groups', () => {
  it('are six at most, each with its own colour', () => {
    expect(STATUS_GROUPS.length).toBeLessThanOrEqual(6);
    const colours = STATUS_GROUPS.map((group) => STATUS_GROUP_COLOURS[group].toLowerCase());
    expect(new Set(colours).size).toBe(STATUS_GROUPS.length);
  });

  it('take every status the app knows, and every group is used', () => {
    const used = new Set(STATUSES.map(statusGroupOf));
    expect([...used].every((group) => STATUS_GROUPS.includes(group))).toBe(true);
    expect(used).toEqual(new Set(STATUS_GROUPS));
  });

  it("put exactly the statuses that take bids in 'open', as the 'Open inquiries' figure counts them", () => {
    expect(STATUSES.filter((status) => statusGroupOf(status) === 'open').sort()).toEqual(
      [...OPEN_INQUIRY_STATUSES].sort(),
    );
  });

  it('read any spelling of a status, and put a status the app does not know with the closed ones', () => {
    expect(statusGroupOf('IN_PROGRESS')).toBe('awarded');
    expect(statusGroupOf('on-hold')).toBe('onHold');
    expect(statusGroupOf('Under Review')).toBe('open');
    expect(statusGroupOf('escalated')).toBe('closed');
  });

  it('lose no inquiry when a period is summed into groups', () => {
    const status = fc.oneof(fc.constantFrom(...STATUSES), fc.string({ maxLength: 12 }));
    fc.assert(
      fc.property(fc.dictionary(status, fc.nat({ max: 10_000 })), (counts) => {
        const grouped = countsByGroup(counts);
        expect(Object.keys(grouped).sort()).toEqual([...STATUS_GROUPS].sort());
        const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
        expect(sum(Object.values(grouped))).toBe(sum(Object.values(counts)));
      }),
    );
  });

  it.each(['az', 'en', 'ru'])('have a distinct name for every group in %s', async (language) => {
    await i18n.loadLanguages(language);
    await i18n.loadNamespaces('statistics');
    const t = i18n.getFixedT(language, 'statistics');
    const names = STATUS_GROUPS.map((group) => t(`importer.byStatus.groups.${group}`));
    names.forEach((name, index) => expect(name).not.toBe(`importer.byStatus.groups.${STATUS_GROUPS[index]}`));
    expect(new Set(names).size).toBe(STATUS_GROUPS.length);
  });
});
