import {
  DATE_RANGES,
  currentWeek,
  formatDate,
  formatDateTime,
  formatTime,
  resolveDateRange,
  toApiDate,
  type DateRangeKey,
} from './dates';

const WEDNESDAY = new Date(2026, 10, 18, 14, 30);

const expectRange = (key: DateRangeKey, now: Date, startDate: string, endDate: string) =>
  expect(resolveDateRange(key, now)).toEqual({ startDate, endDate });

describe('resolveDateRange', () => {
  it.each<[DateRangeKey, { startDate: string; endDate: string } | null]>([
    ['today', { startDate: '2026-11-18', endDate: '2026-11-18' }],
    ['yesterday', { startDate: '2026-11-17', endDate: '2026-11-17' }],
    ['thisWeek', { startDate: '2026-11-16', endDate: '2026-11-22' }],
    ['lastWeek', { startDate: '2026-11-09', endDate: '2026-11-15' }],
    ['thisMonth', { startDate: '2026-11-01', endDate: '2026-11-30' }],
    ['lastMonth', { startDate: '2026-10-01', endDate: '2026-10-31' }],
    ['thisYear', { startDate: '2026-01-01', endDate: '2026-12-31' }],
    ['allDays', null],
  ])('%s, on Wednesday 2026-11-18', (key, expected) => {
    expect(resolveDateRange(key, WEDNESDAY)).toEqual(expected);
  });

  it('gives every range but all days a span of whole days, today inside the current ones and before the past ones', () => {
    const today = toApiDate(WEDNESDAY);
    const past = ['yesterday', 'lastWeek', 'lastMonth'];
    for (const key of DATE_RANGES) {
      const range = resolveDateRange(key, WEDNESDAY);
      if (key === 'allDays') {
        expect(range).toBeNull();
        continue;
      }
      expect(range, key).not.toBeNull();
      const { startDate, endDate } = range!;
      expect(startDate <= endDate, key).toBe(true);
      if (past.includes(key)) expect(endDate < today, key).toBe(true);
      else expect(startDate <= today && today <= endDate, key).toBe(true);
    }
  });

  // The clock is Baku's (vite.config.ts): each range is asked one second before and at local midnight.
  const MIDNIGHT = {
    'Sunday → Monday': new Date('2026-11-22T20:00:00Z'),
    '30 Nov → 1 Dec': new Date('2026-11-30T20:00:00Z'),
    '31 Dec → 1 Jan': new Date('2026-12-31T20:00:00Z'),
  };
  it.each<[keyof typeof MIDNIGHT, DateRangeKey, string, string]>([
    ['Sunday → Monday', 'thisWeek', '2026-11-16', '2026-11-23'],
    ['Sunday → Monday', 'lastWeek', '2026-11-09', '2026-11-16'],
    ['30 Nov → 1 Dec', 'thisMonth', '2026-11-01', '2026-12-01'],
    ['30 Nov → 1 Dec', 'lastMonth', '2026-10-01', '2026-11-01'],
    ['31 Dec → 1 Jan', 'thisYear', '2026-01-01', '2027-01-01'],
    ['31 Dec → 1 Jan', 'yesterday', '2026-12-30', '2026-12-31'],
  ])('%s in Baku: %s starts on %s, then on %s', (midnight, key, startBefore, startAt) => {
    const at = MIDNIGHT[midnight];
    expect(resolveDateRange(key, new Date(at.getTime() - 1000))?.startDate).toBe(startBefore);
    expect(resolveDateRange(key, at)?.startDate).toBe(startAt);
  });

  it('ends the range at the last day of the week, month and year it starts in', () => {
    const newYearsEve = new Date('2026-12-31T19:59:59Z'); // 23:59:59 in Baku
    expectRange('thisWeek', newYearsEve, '2026-12-28', '2027-01-03');
    expectRange('thisMonth', newYearsEve, '2026-12-01', '2026-12-31');
    expectRange('thisYear', newYearsEve, '2026-01-01', '2026-12-31');
  });

  it('runs a week from Monday to Sunday, on its first and last day too', () => {
    const week = { startDate: '2026-11-16', endDate: '2026-11-22' };
    expect(resolveDateRange('thisWeek', new Date(2026, 10, 16, 0, 0))).toEqual(week);
    expect(resolveDateRange('thisWeek', new Date(2026, 10, 22, 23, 59))).toEqual(week);
    expectRange('lastWeek', new Date(2026, 10, 22), '2026-11-09', '2026-11-15');
  });

  it('crosses year boundaries', () => {
    const newYearsDay = new Date(2026, 0, 1); // a Thursday
    expectRange('thisWeek', newYearsDay, '2025-12-29', '2026-01-04');
    expectRange('yesterday', newYearsDay, '2025-12-31', '2025-12-31');
    expectRange('lastMonth', newYearsDay, '2025-12-01', '2025-12-31');
  });

  it('gives last month its real length, leap years included', () => {
    expectRange('lastMonth', new Date(2026, 2, 31), '2026-02-01', '2026-02-28');
    expectRange('lastMonth', new Date(2028, 2, 31), '2028-02-01', '2028-02-29');
  });

  it('uses the current time when no `now` is given', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(WEDNESDAY);
    try {
      expect(resolveDateRange('today')).toEqual({ startDate: '2026-11-18', endDate: '2026-11-18' });
      expect(currentWeek()).toEqual({ startDate: '2026-11-16', endDate: '2026-11-22' });
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('currentWeek', () => {
  it('is Monday to Sunday as yyyy-MM-dd', () => {
    expect(currentWeek(WEDNESDAY)).toEqual({ startDate: '2026-11-16', endDate: '2026-11-22' });
  });
});

describe('formatDate', () => {
  it('shows dd-MM-yyyy', () => {
    expect(formatDate(WEDNESDAY)).toBe('18-11-2026');
    expect(formatDate('2026-03-05')).toBe('05-03-2026');
    expect(formatDate('2026-03-05T10:00:00')).toBe('05-03-2026');
    expect(formatDate(new Date(2026, 0, 9).getTime())).toBe('09-01-2026');
  });

  it('shows nothing for a missing or unreadable date', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate(undefined)).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDate('not a date')).toBe('');
    expect(formatDate(Number.NaN)).toBe('');
  });

  it('reads text as ISO 8601 only: a slashed date could be March or August, so it shows nothing', () => {
    expect(formatDate('03/08/2026')).toBe('');
    expect(formatDate('March 8, 2026')).toBe('');
  });

  it('shows the epoch for 0, which is a time, not a missing one', () => {
    expect(formatDate(0)).toBe('01-01-1970');
  });
});

describe('formatDateTime', () => {
  it('shows dd-MM-yyyy HH:mm', () => {
    expect(formatDateTime('2026-11-18T09:05:00')).toBe('18-11-2026 09:05');
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime('nope')).toBe('');
    expect(formatDateTime(undefined)).toBe('');
    expect(formatDateTime('03/08/2026 10:00')).toBe('');
  });

  it('shows a Date and a timestamp alike', () => {
    expect(formatDateTime(new Date(2026, 10, 18, 9, 5))).toBe('18-11-2026 09:05');
    expect(formatDateTime(new Date(2026, 10, 18, 21, 7).getTime())).toBe('18-11-2026 21:07');
  });
});

describe('formatTime', () => {
  it('shows HH:mm on the 24-hour clock in local time, padded', () => {
    expect(formatTime(new Date(2026, 10, 18, 21, 7).getTime())).toBe('21:07');
    expect(formatTime(new Date(2026, 10, 18, 9, 5))).toBe('09:05');
    expect(formatTime('2026-11-18T00:00:00')).toBe('00:00');
  });

  it('shows nothing for a missing or unreadable time', () => {
    expect(formatTime(null)).toBe('');
    expect(formatTime(undefined)).toBe('');
    expect(formatTime('')).toBe('');
    expect(formatTime('nope')).toBe('');
  });
});

describe('toApiDate', () => {
  it('writes the local calendar day, padded, whatever the time of day', () => {
    expect(toApiDate(new Date(2026, 0, 5, 0, 0))).toBe('2026-01-05');
    expect(toApiDate(new Date(2026, 11, 31, 23, 59))).toBe('2026-12-31');
    expect(toApiDate(new Date(2026, 10, 26, 12).getTime())).toBe('2026-11-26');
  });

  it('pads a year before 1000 to four digits', () => {
    const day = new Date(2026, 5, 7);
    day.setFullYear(987);
    expect(toApiDate(day)).toBe('0987-06-07');
  });
});
