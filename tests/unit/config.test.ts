import { describe, expect, it } from 'vitest';
import { ConfigError, defaultPoolSize, loadConfig } from '../../src/server/config.ts';

describe('loadConfig', () => {
  it('uses the documented defaults when nothing is set', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      databaseUrl: undefined,
      dataDir: '.data',
      mailDir: '.data/mail',
      smtpUrl: undefined,
      nodeEnv: 'development',
      logLevel: 'info',
      demoData: true,
      database: {
        connectTimeoutMs: 5_000,
        requestTimeoutMs: 5_000,
        statementTimeoutMs: 15_000,
        poolSize: defaultPoolSize(),
      },
      jobHeartbeatSeconds: 20,
    });
    expect(config.appUrl.href).toBe('http://localhost:3000/');
  });

  it('sizes the database pool by the machine (4 to 10 connections) unless DATABASE_POOL_SIZE says', () => {
    expect([1, 2, 3, 4, 5, 8, 64].map((processors) => defaultPoolSize(processors))).toEqual([
      4, 4, 6, 8, 10, 10, 10,
    ]);
    expect(loadConfig({ DATABASE_POOL_SIZE: '20' }).database.poolSize).toBe(20);
    expect(() => loadConfig({ DATABASE_POOL_SIZE: '0' })).toThrow(
      'DATABASE_POOL_SIZE must be a whole number of 1 or more',
    );
  });

  it("keeps the spec's placeholders as the firm's details unless FIRM_* set its own", () => {
    expect(loadConfig({}).firm).toEqual({
      name: 'NDIS Provider Support',
      address: 'Level 1, 1 Example Street, Sydney NSW 2000',
      abn: '00 000 000 000',
      phone: '1300 000 000',
      phoneHref: 'tel:1300000000',
      email: 'hello@example.com.au',
      emailHref: 'mailto:hello@example.com.au',
      hours: 'Monday-Friday, 9am-5pm AEST',
      openingHours: 'Mo-Fr 09:00-17:00',
    });
    expect(
      loadConfig({
        FIRM_NAME: ' Wattle Compliance ',
        FIRM_ADDRESS: '2 Test Lane, Hobart TAS 7000',
        FIRM_ABN: '51824753556',
        FIRM_PHONE: '+61 3 6000 0000',
        FIRM_EMAIL: 'office@wattle.example',
        FIRM_HOURS: 'Monday-Thursday, 8am-4pm AEST',
        // An empty value counts as unset.
      }).firm,
    ).toEqual({
      name: 'Wattle Compliance',
      address: '2 Test Lane, Hobart TAS 7000',
      abn: '51 824 753 556',
      phone: '+61 3 6000 0000',
      phoneHref: 'tel:+61360000000',
      email: 'office@wattle.example',
      emailHref: 'mailto:office@wattle.example',
      hours: 'Monday-Thursday, 8am-4pm AEST',
      openingHours: null,
    });
    expect(loadConfig({ FIRM_NAME: '', FIRM_EMAIL: '  ' }).firm).toMatchObject({
      name: 'NDIS Provider Support',
      email: 'hello@example.com.au',
    });
  });

  it.each([
    ['FIRM_EMAIL', 'office at wattle', 'FIRM_EMAIL must be an email address, such as hello@example.com.au'],
    ['FIRM_ABN', '51 824 753 55', 'FIRM_ABN must be 11 digits, such as 51 824 753 556'],
    ['FIRM_ABN', 'ABN 51824753556', 'FIRM_ABN must be 11 digits, such as 51 824 753 556'],
    ['FIRM_PHONE', 'call us', 'FIRM_PHONE must be a phone number'],
    ['FIRM_NAME', 'x'.repeat(101), 'FIRM_NAME must be at most 100 characters'],
  ])('refuses a bad %s (%s) with one line naming it', (name, value, message) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(message);
  });

  it('reads the bank-transfer details only as a whole, with a readable BSB', () => {
    expect(loadConfig({}).bank).toBeNull();
    expect(
      loadConfig({ BANK_BSB: '062000', BANK_ACCOUNT_NUMBER: '1234 5678', BANK_ACCOUNT_NAME: 'NDIS Pty Ltd' })
        .bank,
    ).toEqual({ bsb: '062-000', accountNumber: '1234 5678', accountName: 'NDIS Pty Ltd' });
    expect(() => loadConfig({ BANK_BSB: '062-000' })).toThrow(
      'BANK_BSB, BANK_ACCOUNT_NUMBER and BANK_ACCOUNT_NAME must be set together',
    );
    expect(() =>
      loadConfig({ BANK_BSB: '62-000', BANK_ACCOUNT_NUMBER: '12345678', BANK_ACCOUNT_NAME: 'X' }),
    ).toThrow('BANK_BSB must be 6 digits');
  });

  it('starts the inbound SMTP listener only with both its port and its address', () => {
    expect(loadConfig({}).inbound).toBeNull();
    expect(loadConfig({ INBOUND_SMTP_PORT: '2525', INBOUND_ADDRESS: 'Replies@Example.com' }).inbound).toEqual(
      {
        port: 2525,
        host: '127.0.0.1',
        address: 'replies@example.com',
      },
    );
    expect(() => loadConfig({ INBOUND_SMTP_PORT: '2525' })).toThrow(
      'INBOUND_SMTP_PORT is set but INBOUND_ADDRESS is not',
    );
    expect(() => loadConfig({ INBOUND_ADDRESS: 'replies@example.com' })).toThrow(
      'INBOUND_ADDRESS is set but INBOUND_SMTP_PORT is not',
    );
    expect(() => loadConfig({ INBOUND_SMTP_PORT: 'x', INBOUND_ADDRESS: 'replies@example.com' })).toThrow(
      'INBOUND_SMTP_PORT must be a number between 1 and 65535',
    );
    expect(() => loadConfig({ INBOUND_SMTP_PORT: '2525', INBOUND_ADDRESS: 'replies' })).toThrow(
      'INBOUND_ADDRESS must be an email address',
    );
  });

  it('keeps files in PostgreSQL unless S3_BUCKET is set, and reads the S3 settings as a whole', () => {
    expect(loadConfig({}).s3).toBeNull();
    expect(
      loadConfig({
        S3_BUCKET: 'docs',
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_ACCESS_KEY_ID: 'key',
        S3_SECRET_ACCESS_KEY: 'secret',
        S3_FORCE_PATH_STYLE: 'true',
      }).s3,
    ).toEqual({
      bucket: 'docs',
      region: 'us-east-1',
      endpoint: 'http://127.0.0.1:9000',
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
      forcePathStyle: true,
    });
    expect(loadConfig({ S3_BUCKET: 'docs', S3_REGION: 'ap-southeast-2' }).s3).toMatchObject({
      region: 'ap-southeast-2',
      credentials: undefined,
      forcePathStyle: false,
    });
    expect(() => loadConfig({ S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(
      'S3_ENDPOINT is set but S3_BUCKET is not',
    );
    expect(() => loadConfig({ S3_BUCKET: 'docs', S3_ACCESS_KEY_ID: 'key' })).toThrow(
      'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together',
    );
    expect(() => loadConfig({ S3_BUCKET: 'docs', S3_ENDPOINT: 'minio:9000' })).toThrow(
      'S3_ENDPOINT must be an http:// or https:// URL',
    );
    expect(() => loadConfig({ S3_BUCKET: 'docs', S3_FORCE_PATH_STYLE: 'yes' })).toThrow(
      'S3_FORCE_PATH_STYLE must be true or false',
    );
  });

  it('turns demo data off in production unless DEMO_DATA=on', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).demoData).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', DEMO_DATA: 'on' }).demoData).toBe(true);
    expect(loadConfig({ DEMO_DATA: 'off' }).demoData).toBe(false);
  });

  it('derives MAIL_DIR from DATA_DIR and APP_URL from PORT', () => {
    const config = loadConfig({ DATA_DIR: '/var/lib/app', PORT: '8080' });
    expect(config.mailDir).toBe('/var/lib/app/mail');
    expect(config.appUrl.origin).toBe('http://localhost:8080');
  });

  it('keeps backups in DATA_DIR/backups nightly at 02:00, the newest 14, unless told otherwise', () => {
    expect(loadConfig({ DATA_DIR: '/srv/crm' }).backups).toEqual({
      dir: '/srv/crm/backups',
      cron: '0 2 * * *',
      keep: 14,
      s3Prefix: null,
    });
    expect(loadConfig({ BACKUP_DIR: '/mnt/backups', BACKUP_CRON: 'off', BACKUP_KEEP: '30' }).backups).toEqual(
      {
        dir: '/mnt/backups',
        cron: null,
        keep: 30,
        s3Prefix: null,
      },
    );
    expect(loadConfig({ S3_BUCKET: 'firm', BACKUP_S3_PREFIX: 'crm-backups/' }).backups.s3Prefix).toBe(
      'crm-backups/',
    );
  });

  it.each([
    [
      { BACKUP_CRON: 'nightly' },
      'BACKUP_CRON must be a cron expression of 5 fields, such as 0 2 * * *, or off',
    ],
    [{ BACKUP_KEEP: '0' }, 'BACKUP_KEEP must be a whole number of 1 or more'],
    [
      { BACKUP_S3_PREFIX: 'crm-backups/' },
      'BACKUP_S3_PREFIX is set but S3_BUCKET is not: set S3_BUCKET to copy backups to S3',
    ],
    [{ PORT: 'abc' }, 'PORT must be a number between 1 and 65535'],
    [{ PORT: '0' }, 'PORT must be a number between 1 and 65535'],
    [{ PORT: '70000' }, 'PORT must be a number between 1 and 65535'],
    [{ PORT: '30.5' }, 'PORT must be a number between 1 and 65535'],
    [{ DATABASE_URL: 'mysql://localhost/db' }, 'DATABASE_URL must be a postgres:// or postgresql:// URL'],
    [{ SMTP_URL: 'http://mail' }, 'SMTP_URL must be an smtp:// or smtps:// URL'],
    [{ APP_URL: 'localhost:3000' }, 'APP_URL must be an http:// or https:// URL'],
    [{ NODE_ENV: 'staging' }, 'NODE_ENV must be one of development, production, test'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent'],
    [
      { TRUST_PROXY: 'yes' },
      "TRUST_PROXY must be false, a number of proxy hops (1) or the proxies' addresses (10.0.0.5,192.168.1.0/24); 'yes' is neither",
    ],
    [
      { TRUST_PROXY: '10.0.0.5,10.0.0.0/33' },
      "TRUST_PROXY must be false, a number of proxy hops (1) or the proxies' addresses (10.0.0.5,192.168.1.0/24); '10.0.0.0/33' is neither",
    ],
    [
      { TRUST_PROXY: 'true' },
      "TRUST_PROXY=true would let any client choose its IP: set a number of proxy hops (1) or the proxies' addresses (10.0.0.5,192.168.1.0/24) instead",
    ],
    [{ DEMO_DATA: 'yes' }, 'DEMO_DATA must be on or off'],
    [{ JOB_HEARTBEAT_SECONDS: '9' }, 'JOB_HEARTBEAT_SECONDS must be a whole number of 10 or more'],
    [{ DATABASE_REQUEST_TIMEOUT_MS: '0' }, 'DATABASE_REQUEST_TIMEOUT_MS must be a whole number of 1 or more'],
    [
      { DATABASE_STATEMENT_TIMEOUT_MS: '-1' },
      'DATABASE_STATEMENT_TIMEOUT_MS must be a whole number of 1 or more',
    ],
    [
      { RATE_LIMIT_SIGN_IN_PER_MINUTE: '0' },
      'RATE_LIMIT_SIGN_IN_PER_MINUTE must be a whole number of 1 or more',
    ],
  ])('rejects %j with a message naming the variable', (environment, message) => {
    expect(() => loadConfig(environment)).toThrow(new ConfigError(message));
  });

  it('reads TRUST_PROXY as off, a number of hops or a list of proxy addresses and networks', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.5, 192.168.1.0/24,::1,fd00::/8' }).trustProxy).toEqual([
      '10.0.0.5',
      '192.168.1.0/24',
      '::1',
      'fd00::/8',
    ]);
  });

  it('treats empty optional values as unset', () => {
    const config = loadConfig({ DATABASE_URL: '', SMTP_URL: ' ', MAIL_DIR: '' });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.smtpUrl).toBeUndefined();
    expect(config.mailDir).toBe('.data/mail');
  });
});
