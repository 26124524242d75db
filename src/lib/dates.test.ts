import dayjs from 'dayjs';
import { formatDateTime, formatIsoDate } from './date-times';
import { formatDate, isValidTimeZone, loadDateLocale } from './dates';

describe('formatDate', () => {
  // 2026-11-21T03:30:00Z: still the 20th in New York, already the 21st in Kolkata.
  const instant = Date.UTC(2026, 10, 21, 3, 30);

  it.each([
    [Date.UTC(2026, 0, 1, 12), 'UTC', '1st Jan 2026'],
    [Date.UTC(2026, 0, 2, 12), 'UTC', '2nd Jan 2026'],
    [Date.UTC(2026, 0, 3, 12), 'UTC', '3rd Jan 2026'],
    [Date.UTC(2026, 0, 4, 12), 'UTC', '4th Jan 2026'],
    [Date.UTC(2026, 0, 11, 12), 'UTC', '11th Jan 2026'],
    [Date.UTC(2026, 0, 12, 12), 'UTC', '12th Jan 2026'],
    [Date.UTC(2026, 0, 13, 12), 'UTC', '13th Jan 2026'],
    [Date.UTC(2026, 0, 21, 12), 'UTC', '21st Jan 2026'],
    [Date.UTC(2026, 0, 22, 12), 'UTC', '22nd Jan 2026'],
    [Date.UTC(2026, 0, 23, 12), 'UTC', '23rd Jan 2026'],
    [Date.UTC(2026, 0, 31, 12), 'UTC', '31st Jan 2026'],
    [instant, 'America/New_York', '20th Nov 2026'],
    [instant, 'Asia/Kolkata', '21st Nov 2026'],
  ])('%s in %s -> %s', (value, zone, expected) => {
    expect(formatDate(value, zone)).toBe(expected);
  });

  it("shows '-' when there is no date", () => {
    expect(formatDate(undefined)).toBe('-');
    expect(formatDate(null)).toBe('-');
    expect(formatDate('')).toBe('-');
    expect(formatDate('not a date')).toBe('-');
  });

  it('reads epoch milliseconds sent as strings', () => {
    expect(formatDate(String(Date.UTC(2026, 4, 2, 12)), 'UTC')).toBe('2nd May 2026');
  });

  it('gives ISO dates in the zone for machine-readable output', () => {
    expect(formatIsoDate(instant, 'America/New_York')).toBe('2026-11-20');
    expect(formatIsoDate(undefined)).toBe('');
  });

  it('knows real time zones', () => {
    expect(isValidTimeZone('Europe/Madrid')).toBe(true);
    expect(isValidTimeZone('Mars/Olympus')).toBe(false);
  });
});

describe('dates in the user\'s language', () => {
  const instant = Date.UTC(2023, 9, 25, 15, 4);

  beforeAll(() => Promise.all([loadDateLocale('es'), loadDateLocale('ja')]));

  it.each([
    ['en-US', '25th Oct 2023', '25th Oct 2023 15:04'],
    ['es', '25 oct 2023', '25 oct 2023, 15:04'],
    ['es-MX', '25 oct 2023', '25 oct 2023, 15:04'],
    ['ja', '2023年10月25日', '2023年10月25日 15:04'],
  ])('%s: %s', (language, date, dateTime) => {
    expect(formatDate(instant, 'UTC', language)).toBe(date);
    expect(formatDateTime(instant, 'UTC', language)).toBe(dateTime);
  });

  it('keeps the time zone rules: the day is the one in the user\'s zone', () => {
    expect(formatDate(Date.UTC(2026, 10, 21, 3, 30), 'America/New_York', 'ja')).toBe('2026年11月20日');
  });
});


describe('formatDate reads the zone\'s calendar day', () => {
  it('agrees with dayjs\'s time-zone conversion across zones, day ends and daylight-saving changes', () => {
    const zones = ['UTC', 'America/New_York', 'America/Los_Angeles', 'Asia/Kolkata', 'Pacific/Kiritimati', 'Pacific/Pago_Pago', 'Europe/London', 'Australia/Lord_Howe'];
    // Every 7 h 13 min through 2025-2026: all hours of the day, both sides of each change.
    const instants = Array.from({ length: 2400 }, (_, i) => Date.UTC(2025, 0, 1) + i * (7 * 60 + 13) * 60_000);
    for (const zone of zones) {
      for (const instant of instants) {
        const expected = dayjs(instant).tz(zone).format('Do MMM YYYY');
        if (formatDate(instant, zone) !== expected) throw new Error(`${zone} ${new Date(instant).toISOString()}: ${formatDate(instant, zone)} ≠ ${expected}`);
      }
    }
  });

  it('shows the local day for a time zone that is not one', () => {
    const instant = new Date(2026, 4, 2, 12).getTime();
    expect(formatDate(instant, 'Not/AZone')).toBe('2nd May 2026');
  });
});
