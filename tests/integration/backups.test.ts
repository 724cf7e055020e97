import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { GetObjectCommand } from '@aws-sdk/client-s3';
import { MikroORM } from '@mikro-orm/postgresql';
import pg from 'pg';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backupDownloadPath } from '../../src/shared/routes.ts';
import { ormConfig } from '../../src/server/db/orm-config.ts';
import { backupName, BackupError } from '../../src/server/features/backups/backup-files.ts';
import { backUpDatabase } from '../../src/server/features/backups/dump.ts';
import { restoreDatabase } from '../../src/server/features/backups/restore.ts';
import { startJobs, type Jobs } from '../../src/server/jobs/jobs.ts';
import { createMailer } from '../../src/server/mail/mailer.ts';
import { s3Client } from '../../src/server/storage/s3-store.ts';
import { rejectionOf } from '../support/api-client.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { tableSums } from '../support/backups.ts';
import { createTestDatabase } from '../support/database.ts';
import { waitForMails } from '../support/mail.ts';
import { startS3Server } from '../support/s3-server.ts';
import { signedInStaff } from '../support/staff.ts';

const silent = pino({ level: 'silent' });
const DAY = 24 * 60 * 60 * 1000;

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  for (let tries = 0; tries < 600; tries += 1) {
    const value = await read();
    if (done(value)) return value;
    await sleep(100);
  }
  throw new Error('gave up waiting');
}

async function sql(url: string, text: string): Promise<Record<string, unknown>[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<Record<string, unknown>>(text)).rows;
  } finally {
    await client.end();
  }
}

describe('backups', { timeout: 120_000 }, () => {
  let server: TestApp;
  let admin: Awaited<ReturnType<typeof signedInStaff>>;
  let jobs: Jobs;
  let config: TestApp['config'];
  let day = Date.parse('2026-03-01T15:00:00Z');

  beforeAll(async () => {
    // The app only queues jobs; this worker takes them, with a clock of its own.
    server = await startTestApp({ env: { JOBS: 'off', BACKUP_KEEP: '3' } });
    config = { ...server.config, workJobs: true, backups: { ...server.config.backups } };
    jobs = await startJobs({
      orm: server.database.orm,
      config,
      mailer: createMailer(config, silent),
      logger: silent,
      now: () => new Date(day),
    });
    admin = await signedInStaff(server, 'Ada', 'Admin', 'admin');
  });
  afterAll(async () => {
    await jobs.stop();
    await server.close();
  });

  it('runs the schedule nightly at 02:00 Sydney and keeps exactly BACKUP_KEEP files', async () => {
    const [schedule] = await sql(
      server.testDatabase.url,
      `select cron, timezone from pgboss.schedule where name = 'backup'`,
    );
    expect(schedule).toEqual({ cron: '0 2 * * *', timezone: 'Australia/Sydney' });
    const names: string[] = [];
    for (let night = 0; night < 5; night += 1) {
      names.push(backupName(new Date(day)));
      const id = await jobs.startBackup();
      expect(
        await until(
          () => jobs.backupState(id),
          (state) => state === 'done' || state === 'failed',
        ),
      ).toBe('done');
      day += DAY;
    }
    const files = (await readdir(server.config.backups.dir)).sort();
    expect(files).toEqual(
      names
        .slice(-3)
        .flatMap((name) => [name, `${name}.sha256`])
        .sort(),
    );
    expect(names[0]).toBe('ndis-consultancy-2026-03-02_020000+1100.backup');
  });

  it('copies each backup and its checksum to the S3 store under BACKUP_S3_PREFIX', async () => {
    const s3 = await startS3Server('backups');
    config.s3 = s3.settings;
    config.backups.s3Prefix = 'crm-backups/';
    try {
      const name = backupName(new Date(day));
      const id = await jobs.startBackup();
      expect(
        await until(
          () => jobs.backupState(id),
          (state) => state === 'done' || state === 'failed',
        ),
      ).toBe('done');
      const client = s3Client(s3.settings);
      for (const file of [name, `${name}.sha256`]) {
        const object = await client.send(
          new GetObjectCommand({ Bucket: 'backups', Key: `crm-backups/${file}` }),
        );
        const copied = Buffer.from((await object.Body?.transformToByteArray()) ?? []);
        expect(copied.equals(await readFile(path.join(server.config.backups.dir, file)))).toBe(true);
      }
    } finally {
      config.s3 = null;
      config.backups.s3Prefix = null;
      day += DAY;
      await s3.close();
    }
  });

  it('tells the admins in the bell and by mail when a backup fails', async () => {
    const notAFolder = path.join(server.config.backups.dir, 'not-a-folder');
    await writeFile(notAFolder, '');
    config.backups.dir = notAFolder;
    const id = await jobs.startBackup();
    expect(
      await until(
        () => jobs.backupState(id),
        (state) => state === 'done' || state === 'failed',
      ),
    ).toBe('failed');
    config.backups.dir = server.config.backups.dir;
    const bell = await admin.client.notifications.list.query();
    expect(bell.items[0]).toMatchObject({ kind: 'backup_failed', read: false });
    expect(bell.items[0]?.detail).toMatch(/ENOTDIR|EEXIST/);
    const mails = await waitForMails(server.config.mailDir, admin.email, 2);
    const mail = mails.find((each) => each.subject !== 'Confirm your email for the CRM');
    expect(mail?.subject).toBe('A backup of the CRM failed');
    expect(mail?.link).toBe('http://localhost:3000/crm/settings/backups');
  });

  it('lets only admins list, start and download backups, and logs each download', async () => {
    const staff = await signedInStaff(server, 'Sam', 'Staff', 'manager');
    expect((await rejectionOf(staff.client.backups.list.query())).data?.code).toBe('FORBIDDEN');
    expect((await rejectionOf(staff.client.backups.start.mutate())).data?.code).toBe('FORBIDDEN');

    const listed = await admin.client.backups.list.query();
    expect(listed.keep).toBe(3);
    const newest = listed.items[0];
    expect(newest?.bytes).toBeGreaterThan(0);
    const url = (name: string) => `${server.url}${backupDownloadPath}?name=${encodeURIComponent(name)}`;
    const cookieOf = (api: typeof admin) =>
      [...api.cookies].map(([key, value]) => `${key}=${value}`).join('; ');

    expect((await fetch(url(newest?.name ?? ''))).status).toBe(401);
    expect((await fetch(url(newest?.name ?? ''), { headers: { cookie: cookieOf(staff) } })).status).toBe(403);
    for (const name of ['../../etc/passwd', 'ndis-consultancy-2020-01-01_000000+1100.backup'])
      expect((await fetch(url(name), { headers: { cookie: cookieOf(admin) } })).status).toBe(404);

    const download = await fetch(url(newest?.name ?? ''), { headers: { cookie: cookieOf(admin) } });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toBe(`attachment; filename="${newest?.name}"`);
    const body = Buffer.from(await download.arrayBuffer());
    expect(body.equals(await readFile(path.join(server.config.backups.dir, newest?.name ?? '')))).toBe(true);
    const [logged] = await sql(
      server.testDatabase.url,
      `select a.action, a.record_type, a.changes, a.changed_by = u.id as by_admin from audit_log a, users u where a.record_type = 'backups' and u.email = '${admin.email}'`,
    );
    expect(logged).toEqual({
      action: 'download',
      record_type: 'backups',
      changes: [{ field: 'file', before: null, after: newest?.name }],
      by_admin: true,
    });
  });

  it('refuses to restore while a server runs on the database, and changes nothing', async () => {
    const { file } = await backUpDatabase(server.testDatabase.url, { dir: server.config.backups.dir });
    const before = await tableSums(server.testDatabase.url);
    const refusal = await restoreDatabase(server.testDatabase.url, file, () => undefined).catch(
      (error: unknown) => error,
    );
    expect(refusal).toBeInstanceOf(BackupError);
    expect((refusal as Error).message).toBe(
      `A server is running on the database ${server.testDatabase.name} (1 process): stop every server and worker first, then restore.`,
    );
    expect(await tableSums(server.testDatabase.url)).toEqual(before);
  });

  it('restores a backup taken by an older version, then runs the newer migrations', async () => {
    const older = await createTestDatabase();
    const target = await createTestDatabase();
    try {
      // Emptied of everything the migrations made (the reports' stored figures have a schema of their own).
      await sql(
        older.url,
        'drop schema public cascade; drop schema report_cache cascade; create schema public',
      );
      const orm = await MikroORM.init(ormConfig(older.url));
      const all = await orm.migrator.getPending();
      const previous = all.at(-2)?.name ?? '';
      await orm.migrator.up({ to: previous });
      await orm.close();
      await sql(
        older.url,
        `insert into accounts (id, name, account_type, created_at, updated_at) values ('6f1c2d3e-0000-4000-8000-000000000001', 'Older Account', 'startup', now(), now())`,
      );
      const { file } = await backUpDatabase(older.url, { dir: server.config.backups.dir });
      const lines: string[] = [];
      await restoreDatabase(target.url, file, (line) => lines.push(line));
      expect(lines).toContain('Applied 1 newer migration(s) to the restored data.');
      expect(await sql(target.url, 'select name from accounts')).toEqual([{ name: 'Older Account' }]);
      const migrations = await sql(target.url, 'select name from mikro_orm_migrations order by id');
      expect(migrations.map((row) => row.name)).toEqual(all.map((migration) => migration.name));
      const leftovers = await sql(
        target.url,
        `select datname from pg_database where datname like '${target.name}_%'`,
      );
      expect(leftovers).toEqual([]);
    } finally {
      await older.drop();
      await target.drop();
    }
  });
});
