import { z } from 'zod';
import { abnDigits, formatAbn } from '../abn.ts';

/**
 * The firm's own details, read from FIRM_* by the server when it starts and by the client's
 * build (Vite's `define`), and used by the site's footer and head, the checkout's confirmation,
 * the quote PDF and the mails. The spec gives none, so the defaults are obviously fictitious
 * placeholders that stay until the firm sets its own.
 */
export type FirmDetails = {
  name: string;
  address: string;
  /** Shown as 'ABN …', in the ATO's groups. */
  abn: string;
  phone: string;
  phoneHref: string;
  email: string;
  emailHref: string;
  hours: string;
  /** The hours in schema.org's notation for search engines; null when FIRM_HOURS replaced the default. */
  openingHours: string | null;
};

export const firmDefaults = {
  FIRM_NAME: 'NDIS Provider Support',
  FIRM_ADDRESS: 'Level 1, 1 Example Street, Sydney NSW 2000',
  /** A placeholder that no check digit accepts. */
  FIRM_ABN: '00 000 000 000',
  FIRM_PHONE: '1300 000 000',
  FIRM_EMAIL: 'hello@example.com.au',
  FIRM_HOURS: 'Monday-Friday, 9am-5pm AEST',
} as const;

const defaultOpeningHours = 'Mo-Fr 09:00-17:00';

const text = (name: keyof typeof firmDefaults, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${name} must be at most ${max} characters`)
    .transform((value) => value || firmDefaults[name])
    .default(firmDefaults[name]);

/** The FIRM_* variables, each defaulting to its placeholder; an empty value counts as unset. */
export const firmEnvironmentSchema = z.object({
  FIRM_NAME: text('FIRM_NAME', 100),
  FIRM_ADDRESS: text('FIRM_ADDRESS', 200),
  FIRM_ABN: text('FIRM_ABN', 20).refine(
    (value) => /^\d{11}$/.test(abnDigits(value)),
    'FIRM_ABN must be 11 digits, such as 51 824 753 556',
  ),
  FIRM_PHONE: text('FIRM_PHONE', 30).refine(
    (value) => /^\+?[\d ()-]{6,}$/.test(value),
    'FIRM_PHONE must be a phone number of digits, spaces and an optional leading +, such as 1300 000 000',
  ),
  FIRM_EMAIL: text('FIRM_EMAIL', 254).pipe(
    z.email('FIRM_EMAIL must be an email address, such as hello@example.com.au'),
  ),
  FIRM_HOURS: text('FIRM_HOURS', 100),
});

export type FirmEnvironment = z.input<typeof firmEnvironmentSchema>;

/** The details from parsed FIRM_* values: the links derived, the ABN in the ATO's groups. */
export function firmDetailsOf(env: z.output<typeof firmEnvironmentSchema>): FirmDetails {
  return {
    name: env.FIRM_NAME,
    address: env.FIRM_ADDRESS,
    abn: formatAbn(env.FIRM_ABN),
    phone: env.FIRM_PHONE,
    phoneHref: `tel:${env.FIRM_PHONE.replace(/[^\d+]/g, '')}`,
    email: env.FIRM_EMAIL,
    emailHref: `mailto:${env.FIRM_EMAIL}`,
    hours: env.FIRM_HOURS,
    openingHours: env.FIRM_HOURS === firmDefaults.FIRM_HOURS ? defaultOpeningHours : null,
  };
}

/** The details from an environment (process.env); a bad value throws an Error naming its variable. */
export function readFirmDetails(environment: Record<string, string | undefined>): FirmDetails {
  const parsed = firmEnvironmentSchema.safeParse(environment);
  if (!parsed.success) throw new Error(parsed.error.issues[0]?.message ?? 'Invalid FIRM_* value');
  return firmDetailsOf(parsed.data);
}

/** The firm's details on one line, as the PDF and the mails sign off. */
export const firmLine = (firm: FirmDetails) =>
  [firm.name, firm.address, `ABN ${firm.abn}`, firm.phone, firm.email].join(' · ');
