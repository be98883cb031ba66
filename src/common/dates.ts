/**
 * Every date the shop shows or mails is a Budapest date, whatever the time zone of the server or of
 * the browser: an order placed at 23:30 UTC on 22 November is dated 23 November (UTC+1), and at the
 * daylight-saving changes the offset moves with the clock. Times are stored as UTC ISO text.
 */
export const SHOP_TIME_ZONE = 'Europe/Budapest';

// Made at the first use, not when the module loads: a formatter with a time zone costs 30-45 ms in a
// fresh Chromium tab (the zone data), a long task on a phone (docs/performance.md).
let parts: Intl.DateTimeFormat | null = null;
function budapestParts(): Intl.DateTimeFormat {
  parts ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: SHOP_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  });
  return parts;
}

const MONTHS = [
  'január',
  'február',
  'március',
  'április',
  'május',
  'június',
  'július',
  'augusztus',
  'szeptember',
  'október',
  'november',
  'december',
];

export interface ShopClock {
  year: string;
  month: string;
  day: string;
  hour: string;
  minute: string;
  second: string;
}

function toDate(value: string | Date): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** The Budapest wall clock at a moment, each part zero-padded ('2026', '11', '23', '00', '30', '00'). */
export function shopClock(value: string | Date): ShopClock | null {
  const date = toDate(value);
  if (!date) return null;
  // The last second asked for is kept: the formatter is the dear part, and a server asks for the
  // same second many times (an order's number, its e-mails). Budapest offsets are whole minutes.
  const second = Math.floor(date.getTime() / 1000);
  if (lastClock && lastSecond === second) return { ...lastClock };
  const clock: Record<string, string> = {};
  for (const part of budapestParts().formatToParts(date)) clock[part.type] = part.value;
  lastSecond = second;
  lastClock = {
    year: clock.year ?? '',
    month: clock.month ?? '',
    day: clock.day ?? '',
    hour: clock.hour ?? '',
    minute: clock.minute ?? '',
    second: clock.second ?? '',
  };
  return { ...lastClock };
}

let lastSecond = Number.NaN;
let lastClock: ShopClock | null = null;

/**
 * The Budapest year at a moment, without the time-zone formatter (the footer's copyright year on
 * every first paint): around every New Year Budapest is on winter time, UTC+1, so its year is the
 * UTC year an hour later.
 */
export function shopYear(value: Date): number {
  return new Date(value.getTime() + 3_600_000).getUTCFullYear();
}

/** '2026. november 23.': shoppers' dates (order e-mail, blog). An unreadable value comes back as it is. */
export function formatHungarianDate(value: string | Date): string {
  const c = shopClock(value);
  return c ? `${c.year}. ${MONTHS[Number(c.month) - 1]} ${Number(c.day)}.` : String(value);
}

/** '2026. 11. 23. 00:30': the staff's date and time (back office, order list). */
export function formatDateTime(value: string | Date): string {
  const c = shopClock(value);
  return c ? `${c.year}. ${c.month}. ${c.day}. ${c.hour}:${c.minute}` : String(value);
}

/** '2026-11-23 00:30': a Budapest time that sorts as text (CSV exports). */
export function formatSortableDateTime(value: string | Date): string {
  const c = shopClock(value);
  return c ? `${c.year}-${c.month}-${c.day} ${c.hour}:${c.minute}` : String(value);
}

/** The Budapest calendar day of a moment as '2026-11-23' (a date field's value, a day in a name). */
export function shopDay(value: string | Date): string {
  const c = shopClock(value);
  return c ? `${c.year}-${c.month}-${c.day}` : String(value);
}

/** The Budapest offset from UTC at a moment, in minutes (60 in winter, 120 in summer). */
function offsetMinutes(at: number): number {
  const c = shopClock(new Date(at));
  if (!c) return 0;
  const asUtc = Date.UTC(
    Number(c.year),
    Number(c.month) - 1,
    Number(c.day),
    Number(c.hour),
    Number(c.minute),
    Number(c.second),
  );
  return Math.round((asUtc - Math.floor(at / 1000) * 1000) / 60_000);
}

/**
 * The UTC ISO moment a Budapest calendar day ('2026-11-23') starts at, for filters over stored UTC
 * times: '2026-11-22T23:00:00.000Z'. Midnight is never skipped or doubled in Budapest (the clocks
 * change at 02:00 and 03:00).
 */
export function shopDayStart(day: string): string {
  const [y, m, d] = day.split('-').map(Number);
  const midnightAsUtc = Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1);
  const guess = midnightAsUtc - offsetMinutes(midnightAsUtc) * 60_000;
  return new Date(midnightAsUtc - offsetMinutes(guess) * 60_000).toISOString();
}

/** The Budapest calendar day after `day` ('2026-12-31' -> '2027-01-01'). */
export function nextDay(day: string): string {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, (d ?? 1) + 1)).toISOString().slice(0, 10);
}
