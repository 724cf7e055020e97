import { isIP } from 'node:net';
import { availableParallelism } from 'node:os';
import { z } from 'zod';
import type { DatabaseSettings } from './db/orm-config.ts';
import { firmDetailsOf, firmEnvironmentSchema, type FirmDetails } from '../shared/catalog/firm.ts';

const port = z.coerce
  .number({ error: 'PORT must be a number between 1 and 65535' })
  .int('PORT must be a number between 1 and 65535')
  .min(1, 'PORT must be a number between 1 and 65535')
  .max(65535, 'PORT must be a number between 1 and 65535');

const inboundPort = z.coerce
  .number<string>({ error: 'INBOUND_SMTP_PORT must be a number between 1 and 65535' })
  .int('INBOUND_SMTP_PORT must be a number between 1 and 65535')
  .min(1, 'INBOUND_SMTP_PORT must be a number between 1 and 65535')
  .max(65535, 'INBOUND_SMTP_PORT must be a number between 1 and 65535');

const positiveCount = (name: string) =>
  z.coerce
    .number({ error: `${name} must be a whole number of 1 or more` })
    .int(`${name} must be a whole number of 1 or more`)
    .min(1, `${name} must be a whole number of 1 or more`);

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const TRUST_PROXY_FORMAT = "a number of proxy hops (1) or the proxies' addresses (10.0.0.5,192.168.1.0/24)";

/** An IP address, or an IP network in CIDR notation (10.0.0.0/8, fd00::/8). */
function isAddressOrNetwork(value: string): boolean {
  const [address = '', prefix, ...rest] = value.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d+$/.test(prefix) && bits <= (version === 4 ? 32 : 128);
}

/**
 * Whom to believe about the client's IP: nobody (false), the nearest proxies by count, or the
 * listed proxies. `true` would believe any client's X-Forwarded-For, so it is refused.
 */
function readTrustProxy(value: string, context: z.RefinementCtx): false | number | string[] {
  if (value === '' || value === 'false') return false;
  if (value === 'true') {
    context.addIssue({
      code: 'custom',
      message: `TRUST_PROXY=true would let any client choose its IP: set ${TRUST_PROXY_FORMAT} instead`,
    });
    return z.NEVER;
  }
  if (/^\d+$/.test(value) && Number(value) >= 1) return Number(value);
  const proxies = value.split(',').map((proxy) => proxy.trim());
  const wrong = proxies.find((proxy) => !isAddressOrNetwork(proxy));
  if (wrong === undefined) return proxies;
  context.addIssue({
    code: 'custom',
    message: `TRUST_PROXY must be false, ${TRUST_PROXY_FORMAT}; '${wrong}' is neither`,
  });
  return z.NEVER;
}

const environmentSchema = z.object({
  PORT: port.default(3000),
  HOST: z.string().trim().min(1, 'HOST must not be empty').default('127.0.0.1'),
  DATABASE_URL: optionalText.pipe(
    z
      .url({
        protocol: /^postgres(ql)?$/,
        error: 'DATABASE_URL must be a postgres:// or postgresql:// URL',
      })
      .optional(),
  ),
  DATA_DIR: z.string().trim().min(1, 'DATA_DIR must not be empty').default('.data'),
  MAIL_DIR: optionalText,
  SMTP_URL: optionalText.pipe(
    z.url({ protocol: /^smtps?$/, error: 'SMTP_URL must be an smtp:// or smtps:// URL' }).optional(),
  ),
  MAIL_FROM: optionalText.pipe(
    z.email('MAIL_FROM must be an email address, such as crm@example.com.au').optional(),
  ),
  MAIL_REPLY_TO: optionalText.pipe(
    z.email('MAIL_REPLY_TO must be an email address, such as crm@example.com.au').optional(),
  ),
  INBOUND_SMTP_PORT: optionalText.pipe(inboundPort.optional()),
  INBOUND_SMTP_HOST: z.string().trim().min(1, 'INBOUND_SMTP_HOST must not be empty').default('127.0.0.1'),
  INBOUND_ADDRESS: optionalText.pipe(
    z.email('INBOUND_ADDRESS must be an email address, such as replies@example.com.au').optional(),
  ),
  APP_URL: optionalText.pipe(
    z.url({ protocol: /^https?$/, error: 'APP_URL must be an http:// or https:// URL' }).optional(),
  ),
  NODE_ENV: z
    .enum(['development', 'production', 'test'], {
      error: 'NODE_ENV must be one of development, production, test',
    })
    .default('development'),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
      error: 'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent',
    })
    .default('info'),
  SIGN_UP_EMAIL_DOMAINS: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((domain) => domain.trim().toLowerCase().replace(/^@/, ''))
        .filter((domain) => domain !== ''),
    ),
  TRUST_PROXY: z.string().trim().default('').transform(readTrustProxy),
  DEMO_DATA: z.enum(['on', 'off'], { error: 'DEMO_DATA must be on or off' }).optional(),
  DATABASE_CONNECT_TIMEOUT_MS: positiveCount('DATABASE_CONNECT_TIMEOUT_MS').default(5_000),
  DATABASE_REQUEST_TIMEOUT_MS: positiveCount('DATABASE_REQUEST_TIMEOUT_MS').default(5_000),
  DATABASE_STATEMENT_TIMEOUT_MS: positiveCount('DATABASE_STATEMENT_TIMEOUT_MS').default(15_000),
  DATABASE_POOL_SIZE: positiveCount('DATABASE_POOL_SIZE').optional(),
  RATE_LIMIT_SIGN_IN_PER_MINUTE: positiveCount('RATE_LIMIT_SIGN_IN_PER_MINUTE').default(20),
  RATE_LIMIT_SIGN_UP_PER_10_MINUTES: positiveCount('RATE_LIMIT_SIGN_UP_PER_10_MINUTES').default(3),
  RATE_LIMIT_PASSWORD_RESET_PER_10_MINUTES: positiveCount('RATE_LIMIT_PASSWORD_RESET_PER_10_MINUTES').default(
    5,
  ),
  RATE_LIMIT_CONTACT_FORM_PER_10_MINUTES: positiveCount('RATE_LIMIT_CONTACT_FORM_PER_10_MINUTES').default(5),
  RATE_LIMIT_CHECKOUT_PER_10_MINUTES: positiveCount('RATE_LIMIT_CHECKOUT_PER_10_MINUTES').default(5),
  RATE_LIMIT_EVIDENCE_UPLOADS_PER_HOUR: positiveCount('RATE_LIMIT_EVIDENCE_UPLOADS_PER_HOUR').default(100),
  BANK_BSB: optionalText.pipe(
    z
      .string()
      .regex(/^\d{3}-?\d{3}$/, 'BANK_BSB must be 6 digits, such as 062-000')
      .transform((bsb) => `${bsb.slice(0, 3)}-${bsb.slice(-3)}`)
      .optional(),
  ),
  BANK_ACCOUNT_NUMBER: optionalText.pipe(
    z
      .string()
      .regex(/^\d[\d ]{3,12}\d$/, 'BANK_ACCOUNT_NUMBER must be 5 to 10 digits')
      .optional(),
  ),
  BANK_ACCOUNT_NAME: optionalText.pipe(
    z.string().max(100, 'BANK_ACCOUNT_NAME must be at most 100 characters').optional(),
  ),
  TASK_DIGEST_CRON: z
    .string()
    .trim()
    .regex(/^\S+( \S+){4}$/, 'TASK_DIGEST_CRON must be a cron expression of 5 fields, such as 0 7 * * *')
    .default('0 7 * * *'),
  TASK_DIGEST_TIME_ZONE: z
    .string()
    .trim()
    .refine(isTimeZone, 'TASK_DIGEST_TIME_ZONE must be a time zone such as Australia/Sydney')
    .default('Australia/Sydney'),
  MAIL_RETRY_DELAY_SECONDS: positiveCount('MAIL_RETRY_DELAY_SECONDS').default(30),
  JOBS: z.enum(['on', 'off'], { error: 'JOBS must be on or off' }).default('on'),
  JOB_HEARTBEAT_SECONDS: z.coerce
    .number({ error: 'JOB_HEARTBEAT_SECONDS must be a whole number of 10 or more' })
    .int('JOB_HEARTBEAT_SECONDS must be a whole number of 10 or more')
    .min(10, 'JOB_HEARTBEAT_SECONDS must be a whole number of 10 or more')
    .default(20),
  BACKUP_DIR: optionalText,
  BACKUP_CRON: z
    .string()
    .trim()
    .regex(
      /^(off|\S+( \S+){4})$/,
      'BACKUP_CRON must be a cron expression of 5 fields, such as 0 2 * * *, or off',
    )
    .default('0 2 * * *'),
  BACKUP_KEEP: positiveCount('BACKUP_KEEP').default(14),
  S3_BUCKET: optionalText,
  BACKUP_S3_PREFIX: optionalText,
  S3_REGION: optionalText,
  S3_ENDPOINT: optionalText.pipe(
    z.url({ protocol: /^https?$/, error: 'S3_ENDPOINT must be an http:// or https:// URL' }).optional(),
  ),
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false', ''], { error: 'S3_FORCE_PATH_STYLE must be true or false' })
    .default('')
    .transform((value) => value === 'true'),
  ...firmEnvironmentSchema.shape,
});

function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en-AU', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** An S3-compatible object store for files; without S3_BUCKET files are kept in PostgreSQL. */
export type S3Settings = {
  bucket: string;
  region: string;
  endpoint: string | undefined;
  /** Both keys, or none: the SDK's own chain (environment, instance role) then finds them. */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  forcePathStyle: boolean;
};

/** Bank-transfer details for quotes: all three variables, or none. */
export type BankDetails = { bsb: string; accountNumber: string; accountName: string };

export type Config = {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  mailDir: string;
  smtpUrl: string | undefined;
  /** The address staff's messages from the CRM come from (with the staff member's name), and where replies go. */
  mailFrom: string;
  mailReplyTo: string | null;
  /** The SMTP listener for replies (INBOUND_SMTP_*), and the one address it takes mail for; null when off. */
  inbound: { port: number; host: string; address: string } | null;
  appUrl: URL;
  nodeEnv: 'development' | 'production' | 'test';
  logLevel: string;
  /** Email domains allowed to sign up; empty means anyone may. */
  signUpEmailDomains: string[];
  /** Whether to read the client's IP from X-Forwarded-For: off, through so many proxy hops, or from the listed proxies. */
  trustProxy: false | number | string[];
  rateLimits: {
    signInPerMinute: number;
    signUpPer10Minutes: number;
    passwordResetPer10Minutes: number;
    contactFormPer10Minutes: number;
    checkoutPer10Minutes: number;
    /** Files through one evidence request's private link, and from one client IP. */
    evidenceUploadsPerHour: number;
  };
  /** The firm's name and contact details (FIRM_*), for the PDFs, the mails and the site's head. */
  firm: FirmDetails;
  /** Where prospects can pay a quote by bank transfer; null when BANK_* are unset. */
  bank: BankDetails | null;
  /** Whether admins may create and clear demo data: in production only with DEMO_DATA=on. */
  demoData: boolean;
  /**
   * How long to wait for a connection, and for one statement of a request, before answering 503;
   * how long a statement of a job (an import) may run; and how many connections the pool keeps.
   */
  database: DatabaseSettings;
  /** When each morning's task digest goes out: a cron expression in a time zone. */
  taskDigest: { cron: string; timeZone: string };
  /** The first wait before a failed mail is tried again (it doubles each time, 5 tries). */
  mailRetryDelaySeconds: number;
  /** Whether this process works the job queue (mail, digests, clean-up); off when `npm run worker` does. */
  workJobs: boolean;
  /** How long a job's worker may miss its heartbeats before the job is failed and retried (jobs.ts). */
  jobHeartbeatSeconds: number;
  /** Where backups go, when the scheduled one runs (a cron expression in Sydney time, or null for none), and how many are kept. */
  /** `s3Prefix`: where in the S3 store each backup is copied (BACKUP_S3_PREFIX), or null. */
  backups: { dir: string; cron: string | null; keep: number; s3Prefix: string | null };
  /** Where uploaded files are kept: S3 when S3_BUCKET is set, else null (PostgreSQL). */
  s3: S3Settings | null;
};

export class ConfigError extends Error {
  override name = 'ConfigError';
}

function backupS3Prefix(env: z.infer<typeof environmentSchema>): string | null {
  if (!env.BACKUP_S3_PREFIX) return null;
  if (!env.S3_BUCKET)
    throw new ConfigError(
      'BACKUP_S3_PREFIX is set but S3_BUCKET is not: set S3_BUCKET to copy backups to S3',
    );
  return env.BACKUP_S3_PREFIX;
}

function readInbound(env: z.infer<typeof environmentSchema>): Config['inbound'] {
  if (env.INBOUND_SMTP_PORT === undefined) {
    if (env.INBOUND_ADDRESS)
      throw new ConfigError(
        'INBOUND_ADDRESS is set but INBOUND_SMTP_PORT is not: set the port to receive mail',
      );
    return null;
  }
  if (!env.INBOUND_ADDRESS)
    throw new ConfigError(
      'INBOUND_SMTP_PORT is set but INBOUND_ADDRESS is not: set the address replies go to',
    );
  return {
    port: env.INBOUND_SMTP_PORT,
    host: env.INBOUND_SMTP_HOST,
    address: env.INBOUND_ADDRESS.toLowerCase(),
  };
}

function readS3Settings(env: z.infer<typeof environmentSchema>): S3Settings | null {
  if (!env.S3_BUCKET) {
    const stray = (['S3_REGION', 'S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const).find(
      (name) => env[name],
    );
    if (stray)
      throw new ConfigError(`${stray} is set but S3_BUCKET is not: set S3_BUCKET to store files in S3`);
    return null;
  }
  if (!env.S3_ACCESS_KEY_ID !== !env.S3_SECRET_ACCESS_KEY)
    throw new ConfigError('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together');
  return {
    bucket: env.S3_BUCKET,
    region: env.S3_REGION ?? 'us-east-1',
    endpoint: env.S3_ENDPOINT,
    credentials:
      env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
        : undefined,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
  };
}

/**
 * How many connections the pool keeps at most, when DATABASE_POOL_SIZE does not say: twice the
 * machine's processors, 4 to 10. A request's statements take a fraction of a millisecond, so a
 * few connections keep PostgreSQL busy; on a small machine that runs both, more of them only
 * take turns on the same processors with each other and with the server: at 50 connections to a
 * 2-processor machine, a pool of 4 answered the leads list and its searches 10-25% faster than
 * one of 10, with no fewer contact-form leads (README: "A pool the size of the machine").
 */
export function defaultPoolSize(processors = availableParallelism()): number {
  return Math.min(10, Math.max(4, 2 * processors));
}

/** Reads the environment once; a bad value throws a ConfigError whose message names the variable. */
export function loadConfig(environment: NodeJS.ProcessEnv = process.env): Config {
  const parsed = environmentSchema.safeParse(environment);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ConfigError(issue?.message ?? 'Invalid configuration');
  }
  const env = parsed.data;
  const appUrl = new URL(env.APP_URL ?? `http://localhost:${env.PORT}`);
  const bankValues = [env.BANK_BSB, env.BANK_ACCOUNT_NUMBER, env.BANK_ACCOUNT_NAME];
  if (bankValues.some(Boolean) && !bankValues.every(Boolean))
    throw new ConfigError('BANK_BSB, BANK_ACCOUNT_NUMBER and BANK_ACCOUNT_NAME must be set together');
  return {
    s3: readS3Settings(env),
    port: env.PORT,
    host: env.HOST,
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    mailDir: env.MAIL_DIR ?? `${env.DATA_DIR}/mail`,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM ?? `crm@${appUrl.hostname}`,
    mailReplyTo: env.MAIL_REPLY_TO ?? null,
    inbound: readInbound(env),
    appUrl,
    nodeEnv: env.NODE_ENV,
    logLevel: env.LOG_LEVEL,
    signUpEmailDomains: env.SIGN_UP_EMAIL_DOMAINS,
    trustProxy: env.TRUST_PROXY,
    rateLimits: {
      signInPerMinute: env.RATE_LIMIT_SIGN_IN_PER_MINUTE,
      signUpPer10Minutes: env.RATE_LIMIT_SIGN_UP_PER_10_MINUTES,
      passwordResetPer10Minutes: env.RATE_LIMIT_PASSWORD_RESET_PER_10_MINUTES,
      contactFormPer10Minutes: env.RATE_LIMIT_CONTACT_FORM_PER_10_MINUTES,
      checkoutPer10Minutes: env.RATE_LIMIT_CHECKOUT_PER_10_MINUTES,
      evidenceUploadsPerHour: env.RATE_LIMIT_EVIDENCE_UPLOADS_PER_HOUR,
    },
    firm: firmDetailsOf(env),
    bank:
      env.BANK_BSB && env.BANK_ACCOUNT_NUMBER && env.BANK_ACCOUNT_NAME
        ? { bsb: env.BANK_BSB, accountNumber: env.BANK_ACCOUNT_NUMBER, accountName: env.BANK_ACCOUNT_NAME }
        : null,
    demoData: env.DEMO_DATA ? env.DEMO_DATA === 'on' : env.NODE_ENV !== 'production',
    database: {
      connectTimeoutMs: env.DATABASE_CONNECT_TIMEOUT_MS,
      requestTimeoutMs: env.DATABASE_REQUEST_TIMEOUT_MS,
      statementTimeoutMs: env.DATABASE_STATEMENT_TIMEOUT_MS,
      poolSize: env.DATABASE_POOL_SIZE ?? defaultPoolSize(),
    },
    taskDigest: { cron: env.TASK_DIGEST_CRON, timeZone: env.TASK_DIGEST_TIME_ZONE },
    mailRetryDelaySeconds: env.MAIL_RETRY_DELAY_SECONDS,
    workJobs: env.JOBS === 'on',
    jobHeartbeatSeconds: env.JOB_HEARTBEAT_SECONDS,
    backups: {
      dir: env.BACKUP_DIR ?? `${env.DATA_DIR}/backups`,
      cron: env.BACKUP_CRON === 'off' ? null : env.BACKUP_CRON,
      keep: env.BACKUP_KEEP,
      s3Prefix: backupS3Prefix(env),
    },
  };
}
