import {
  formatDateTime,
  formatHungarianDate,
  formatSortableDateTime,
  nextDay,
  shopClock,
  shopDay,
  shopDayStart,
  shopYear,
} from './dates';

describe('Budapest dates', () => {
  it('dates an order placed at 23:30 UTC on 22 November on 23 November', () => {
    expect(formatHungarianDate('2026-11-22T23:30:00.000Z')).toBe('2026. november 23.');
    expect(formatDateTime('2026-11-22T23:30:00.000Z')).toBe('2026. 11. 23. 00:30');
    expect(formatSortableDateTime('2026-11-22T23:30:00.000Z')).toBe('2026-11-23 00:30');
  });

  it('turns the day at Budapest midnight, not at UTC midnight', () => {
    expect(formatDateTime('2026-11-22T22:59:59.999Z')).toBe('2026. 11. 22. 23:59');
    expect(formatDateTime('2026-11-22T23:00:00.000Z')).toBe('2026. 11. 23. 00:00');
    expect(formatHungarianDate('2026-11-23T00:00:00.000Z')).toBe('2026. november 23.');
    expect(formatHungarianDate('2026-12-31T23:00:00.000Z')).toBe('2027. január 1.');
  });

  it('gives the Budapest year without the formatter, turning at Budapest midnight', () => {
    expect(shopYear(new Date('2026-12-31T22:59:59.999Z'))).toBe(2026);
    expect(shopYear(new Date('2026-12-31T23:00:00.000Z'))).toBe(2027);
    expect(shopYear(new Date('2027-01-01T00:30:00.000Z'))).toBe(2027);
    // Every hour of a year, summer time included, agrees with the formatter.
    for (let at = Date.UTC(2026, 0, 1); at < Date.UTC(2027, 0, 2); at += 3_600_000) {
      expect(String(shopYear(new Date(at)))).toBe(shopClock(new Date(at))?.year);
    }
  });

  it('answers a second asked again from its cache, the same clock, and a copy each time', () => {
    const first = shopClock('2026-11-22T22:59:59.001Z');
    expect(first).toEqual({
      year: '2026',
      month: '11',
      day: '22',
      hour: '23',
      minute: '59',
      second: '59',
    });
    if (first) first.day = '01';
    expect(shopClock('2026-11-22T22:59:59.999Z')?.day).toBe('22');
    expect(shopClock('2026-11-22T23:00:00.000Z')).toEqual({
      year: '2026',
      month: '11',
      day: '23',
      hour: '00',
      minute: '00',
      second: '00',
    });
    expect(shopClock('2026-11-22T22:59:59.500Z')?.hour).toBe('23');
    expect(shopClock('1969-12-31T23:59:59.500Z')?.second).toBe('59');
    expect(shopClock('1970-01-01T00:00:00.500Z')?.year).toBe('1970');
  });

  it('follows the spring change (last Sunday of March: 02:00 -> 03:00)', () => {
    expect(formatDateTime('2026-03-28T22:59:00.000Z')).toBe('2026. 03. 28. 23:59');
    expect(formatDateTime('2026-03-28T23:00:00.000Z')).toBe('2026. 03. 29. 00:00');
    expect(formatDateTime('2026-03-29T00:59:00.000Z')).toBe('2026. 03. 29. 01:59');
    expect(formatDateTime('2026-03-29T01:00:00.000Z')).toBe('2026. 03. 29. 03:00');
    // From then on midnight is 22:00 UTC.
    expect(formatHungarianDate('2026-03-29T21:59:00.000Z')).toBe('2026. március 29.');
    expect(formatHungarianDate('2026-03-29T22:00:00.000Z')).toBe('2026. március 30.');
  });

  it('follows the autumn change (last Sunday of October: 03:00 -> 02:00)', () => {
    expect(formatHungarianDate('2026-10-24T21:59:00.000Z')).toBe('2026. október 24.');
    expect(formatHungarianDate('2026-10-24T22:00:00.000Z')).toBe('2026. október 25.');
    expect(formatDateTime('2026-10-25T00:59:00.000Z')).toBe('2026. 10. 25. 02:59');
    expect(formatDateTime('2026-10-25T01:00:00.000Z')).toBe('2026. 10. 25. 02:00');
    expect(formatHungarianDate('2026-10-25T22:59:00.000Z')).toBe('2026. október 25.');
    expect(formatHungarianDate('2026-10-25T23:00:00.000Z')).toBe('2026. október 26.');
  });

  it('gives the UTC start of a Budapest day, across both changes', () => {
    expect(shopDayStart('2026-11-23')).toBe('2026-11-22T23:00:00.000Z');
    expect(shopDayStart('2026-07-01')).toBe('2026-06-30T22:00:00.000Z');
    expect(shopDayStart('2026-03-29')).toBe('2026-03-28T23:00:00.000Z');
    expect(shopDayStart('2026-03-30')).toBe('2026-03-29T22:00:00.000Z');
    expect(shopDayStart('2026-10-25')).toBe('2026-10-24T22:00:00.000Z');
    expect(shopDayStart('2026-10-26')).toBe('2026-10-25T23:00:00.000Z');
    expect(nextDay('2026-12-31')).toBe('2027-01-01');
    expect(nextDay('2028-02-28')).toBe('2028-02-29');
  });

  it('names the Budapest calendar day of a moment (a new article dated after midnight)', () => {
    expect(shopDay(new Date('2026-11-22T22:59:00.000Z'))).toBe('2026-11-22');
    expect(shopDay(new Date('2026-11-22T23:30:00.000Z'))).toBe('2026-11-23');
    expect(shopDay('2026-03-29T22:00:00.000Z')).toBe('2026-03-30');
    expect(shopDay('2026-10-25T22:59:00.000Z')).toBe('2026-10-25');
  });

  it('returns an unreadable value as it is', () => {
    expect(formatHungarianDate('nem dátum')).toBe('nem dátum');
    expect(formatDateTime('')).toBe('');
  });
});
