/** Calendar quarters and "today" in the firm's time zone, for close-date ranges and the forecast. */

/** The firm works in eastern Australia: a quarter starts at midnight there. */
export const BUSINESS_TIME_ZONE = 'Australia/Sydney';

const isoDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: BUSINESS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

// The last answer and the minute it holds for: the zone's offset is whole hours, so its day
// changes only on a minute, and formatting a date in a time zone costs microseconds a call.
let latest = { minute: Number.NaN, day: '' };

/** Today's date 'YYYY-MM-DD' in the firm's time zone. */
export function businessToday(now: Date = new Date()): string {
  const minute = Math.floor(now.getTime() / 60_000);
  if (minute !== latest.minute) latest = { minute, day: isoDay.format(now) };
  return latest.day;
}

/** The date 'YYYY-MM-DD' at `now` in another time zone (an IANA name such as 'Australia/Perth'). */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * The quarter `offset` quarters after the one holding `today` ('YYYY-MM-DD'), as the first day
 * of the quarter and the first day of the next one: `from <= date < to`.
 */
export function quarterOf(today: string, offset = 0): { from: string; to: string } {
  const [year = 0, month = 1] = today.split('-').map(Number);
  const index = year * 4 + Math.floor((month - 1) / 3) + offset;
  const start = (quarter: number) => `${Math.floor(quarter / 4)}-${pad((quarter % 4) * 3 + 1)}-01`;
  return { from: start(index), to: start(index + 1) };
}
