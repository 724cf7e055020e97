import { spawn } from 'node:child_process';
import path from 'node:path';
import pg from 'pg';

const root = path.resolve(import.meta.dirname, '../..');

export type CommandResult = { code: number | null; stdout: string; stderr: string };

/** `npm run backup` / `npm run restore` as a user runs them (node scripts/<name>.ts), with `env` added to the environment. */
export async function runScript(
  name: 'backup' | 'restore',
  args: string[],
  env: NodeJS.ProcessEnv,
): Promise<CommandResult> {
  const environment: NodeJS.ProcessEnv = { ...process.env, ...env };
  if (!('DATABASE_URL' in env)) delete environment.DATABASE_URL;
  const child = spawn(process.execPath, [`scripts/${name}.ts`, ...args], {
    cwd: root,
    env: environment,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { code, stdout, stderr };
}

/**
 * Every table of the app's schema: its row count and an md5 of its rows in order, as text. Of
 * mikro_orm_migrations only the names count: a restore runs the migrations again (new times).
 */
export async function tableSums(url: string): Promise<Record<string, string>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows: tables } = await client.query<{ name: string }>(
      `select tablename as name from pg_tables where schemaname = 'public' order by 1`,
    );
    const sums: Record<string, string> = {};
    for (const { name } of tables) {
      const row = name === 'mikro_orm_migrations' ? 't.name' : 't::text';
      const { rows } = await client.query<{ count: number; sum: string }>(
        `select count(*)::int as count, md5(coalesce(string_agg(${row}, '|' order by ${row}), '')) as sum from "${name}" t`,
      );
      sums[name] = `${rows[0]?.count} ${rows[0]?.sum}`;
    }
    return sums;
  } finally {
    await client.end();
  }
}
