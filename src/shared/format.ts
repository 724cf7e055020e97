/** AUD and date formatting in English (Australia), shared by the site and the CRM. */

/**
 * A formatter made on its first use: building an Intl formatter loads locale data, and the
 * four at this module's top took 17 ms of a page's start in the browser (a public page uses one).
 */
function onFirstUse<Formatter>(create: () => Formatter): () => Formatter {
  let formatter: Formatter | undefined;
  return () => (formatter ??= create());
}

const wholeDollars = onFirstUse(
  () =>
    new Intl.NumberFormat('en-AU', {
      style: 'currency',
      currency: 'AUD',
      minimumFractionDigits: 0,
      maximumFractionDigits: 0,
    }),
);

const dollarsAndCents = onFirstUse(
  () =>
    new Intl.NumberFormat('en-AU', {
      style: 'currency',
      currency: 'AUD',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    }),
);

/** '$12,500' — for lead values, revenue and prices the spec shows without decimals. */
export function formatAud(amount: number): string {
  return wholeDollars().format(amount);
}

/** '$4,730.00' — for checkout lines, where cents are shown. */
export function formatAudWithCents(amount: number): string {
  return dollarsAndCents().format(amount);
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
