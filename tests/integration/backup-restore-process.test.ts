import { randomBytes } from 'node:crypto';
import { readFile, writeFile, mkdtemp, rm, copyFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MikroORM } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ormConfig } from '../../src/server/db/orm-config.ts';
import { Profile } from '../../src/server/db/entities/profile.ts';
import { User } from '../../src/server/db/entities/user.ts';
import { removeEmbeddedCluster } from '../../src/server/db/embedded-postgres.ts';
import { createSession } from '../../src/server/features/auth/sessions.ts';
import { runningEmbeddedUrl } from '../../src/server/features/backups/cli-database.ts';
import { createApiClient } from '../support/api-client.ts';
import { runScript, tableSums } from '../support/backups.ts';
import { spawnServer, untilHealthy, type ServerProcess } from '../support/server-process.ts';

/** The file a backup command names in its line 'Backed up to FILE (…'. */
const backupFileOf = (stdout: string) => /Backed up to (.+) \(\d+ bytes/.exec(stdout)?.[1] ?? '';

// Real server processes on the embedded PostgreSQL, started and stopped several times.
describe('npm run backup and npm run restore on the embedded default', { timeout: 300_000 }, () => {
  let dataDir = '';
  let server: ServerProcess | undefined;
  const env = () => ({ DATA_DIR: dataDir, LOG_LEVEL: 'warn' });

  const start = async () => {
    server = await spawnServer(dataDir, {
      RATE_LIMIT_CONTACT_FORM_PER_10_MINUTES: '100000',
      BACKUP_CRON: 'off',
    });
    await untilHealthy(server);
    return server;
  };
  const stop = async () => {
    server?.child.kill('SIGTERM');
    expect(await server?.exited).toBe(0);
    server = undefined;
  };
  const databaseUrl = async () => {
    const url = await runningEmbeddedUrl(dataDir);
    if (!url) throw new Error('the embedded PostgreSQL is not running');
    return url;
  };

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'ndis-backups-'));
  });
  afterAll(async () => {
    if (server && server.child.exitCode === null) server.child.kill('SIGKILL');
    await server?.exited;
    await removeEmbeddedCluster(dataDir);
    await rm(dataDir, { recursive: true, force: true });
  });

  it('restores every row as it was at the backup, refuses a damaged file, and keeps what a backup under load acknowledged', async () => {
    const running = await start();
    const orm = await MikroORM.init(ormConfig(await databaseUrl()));
    const em = orm.em.fork();
    const user = em.create(User, {
      email: 'admin@example.com',
      passwordHash: 'x',
      emailConfirmedAt: new Date(),
    });
    em.create(Profile, { user, firstName: 'Ada', lastName: 'Admin', role: 'admin', status: 'active' });
    await em.flush();
    const session = await createSession(em, user, { ip: '127.0.0.1', userAgent: 'backup test' });
    await orm.close();
    const admin = createApiClient(running.baseUrl, {
      origin: running.baseUrl,
      headers: { cookie: `session=${session.token}` },
    });
    const visitor = createApiClient(running.baseUrl, { origin: running.baseUrl });
    const { token: formToken } = await visitor.client.intake.formToken.query();
    const sendForm = (name: string) =>
      visitor.client.intake.createLeadFromForm.mutate({
        formType: 'contact',
        formData: {
          name,
          email: `${name.toLowerCase().replace(' ', '.')}@example.com`,
          phone: '0412 345 678',
          company: `${name} Care`,
          message: 'We would like help with our audit.',
          submittedAt: new Date().toISOString(),
        },
        website: '',
        formToken,
      });

    // Data: the demo set (accounts, contacts, leads, opportunities, activities, quotes, documents), form leads, and history.
    await admin.client.demoData.create.mutate();
    for (const name of ['Form One', 'Form Two']) await sendForm(name);
    const account = await admin.client.accounts.create.mutate({
      name: 'Kept Account',
      accountType: 'startup',
    });
    await admin.client.accounts.update.mutate({
      id: account.id,
      name: 'Kept Account Renamed',
      accountType: 'startup',
    });

    // A document's file of several stored pieces (bytea): read back by the backup a few at a time.
    const file = Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(3 * 1024 * 1024)]);
    const uploaded = await fetch(
      `${running.baseUrl}/documents?subject=account&subjectId=${account.id}&type=policy&name=Policy.pdf`,
      {
        method: 'POST',
        headers: { cookie: `session=${session.token}`, origin: running.baseUrl },
        body: new Uint8Array(file),
      },
    );
    expect(uploaded.status).toBe(200);

    const atBackup = await tableSums(await databaseUrl());
    // Its 7 pieces, and the demo documents' 6 small files of one piece each.
    expect(atBackup.stored_file_chunks).toMatch(/^13 /);
    expect(atBackup.leads).not.toMatch(/^0 /);
    expect(atBackup.audit_log).not.toMatch(/^0 /);
    const first = await runScript('backup', [], env());
    expect(first.stderr).toBe('');
    const backup = backupFileOf(first.stdout);
    expect(path.dirname(backup)).toBe(path.join(await realDataDir(dataDir), 'backups'));
    // The demo data made above took a backup first: in the same second, this one is named '…-2'.
    expect(path.basename(backup)).toMatch(
      /^ndis-consultancy-\d{4}-\d{2}-\d{2}_\d{6}\+1[01]00(-\d+)?\.backup$/,
    );
    expect((await readFile(`${backup}.sha256`, 'utf8')).split('  ')[1]).toBe(`${path.basename(backup)}\n`);

    // Under load: contact forms keep coming while a second backup runs.
    const acknowledged: string[] = [];
    let loading = true;
    const load = (async () => {
      for (let index = 0; loading; index += 1) {
        const name = `Load ${index}`;
        await sendForm(name);
        acknowledged.push(name);
      }
    })();
    while (acknowledged.length < 5) await new Promise((resolve) => setTimeout(resolve, 20));
    const acknowledgedBefore = [...acknowledged];
    const underLoad = path.join(dataDir, 'under-load.backup');
    const second = await runScript('backup', ['--to', underLoad], env());
    expect(second.stdout).toContain(`Backed up to ${underLoad}`);
    loading = false;
    await load;

    // Changes after the backups: everything cleared, one new account.
    await admin.client.demoData.clear.mutate();
    await admin.client.accounts.create.mutate({ name: 'After Backup', accountType: 'startup' });

    const whileRunning = await runScript('restore', [backup], env());
    expect(whileRunning.code).toBe(1);
    expect(whileRunning.stderr).toMatch(
      /^The embedded PostgreSQL of DATA_DIR .* is in use by another server that is still running/,
    );
    const changed = await tableSums(await databaseUrl());
    await stop();

    // A damaged copy (one byte changed) is refused with one line, and the database stays as it was.
    const damaged = path.join(dataDir, 'damaged.backup');
    await copyFile(backup, damaged);
    await writeFile(
      `${damaged}.sha256`,
      (await readFile(`${backup}.sha256`, 'utf8')).replace(path.basename(backup), 'damaged.backup'),
    );
    const bytes = await readFile(damaged);
    const middle = Math.floor(bytes.length / 2);
    bytes.writeUInt8(bytes.readUInt8(middle) ^ 0xff, middle);
    await writeFile(damaged, bytes);
    const refused = await runScript('restore', [damaged], env());
    expect(refused.code).toBe(1);
    expect(refused.stderr).toBe(
      `${damaged} does not match its checksum: the file is damaged, nothing was restored. Use another copy.\n`,
    );
    await start();
    expect(await tableSums(await databaseUrl())).toEqual(changed);
    await stop();

    // The backup taken under load has every form acknowledged before it started.
    const fromLoad = await runScript('restore', [underLoad], env());
    expect(fromLoad.code, fromLoad.stderr).toBe(0);
    await start();
    const restoredTitles = await leadTitles(await databaseUrl());
    for (const name of acknowledgedBefore) expect(restoredTitles).toContain(`Website enquiry from ${name}`);
    // One snapshot: no lead of the load without its account and contact.
    expect(await orphanLeads(await databaseUrl())).toBe(0);
    await stop();

    // The first backup brings back every table exactly as it was at that moment.
    const restored = await runScript('restore', [backup], env());
    expect(restored.code, restored.stderr).toBe(0);
    expect(restored.stdout).toContain(`Restored ${backup}.`);
    await start();
    expect(await tableSums(await databaseUrl())).toEqual(atBackup);
    await stop();
  });
});

async function realDataDir(dataDir: string): Promise<string> {
  const { realpath } = await import('node:fs/promises');
  return realpath(dataDir);
}

async function orphanLeads(url: string): Promise<number> {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ count: number }>(
      `select count(*)::int as count from leads l
        left join accounts a on a.id = l.account_id left join contacts c on c.id = l.contact_id
        where a.id is null or c.id is null`,
    );
    return rows[0]?.count ?? -1;
  } finally {
    await client.end();
  }
}

async function leadTitles(url: string): Promise<string[]> {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<{ title: string }>('select title from leads')).rows.map((row) => row.title);
  } finally {
    await client.end();
  }
}
