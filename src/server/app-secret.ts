import { randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';

const KEY = 'form_token_secret';

/**
 * This installation's secret for signing form tokens: made once, on first start,
 * and kept in app_meta so tokens stay valid across restarts. Never in the code.
 */
export async function loadAppSecret(em: EntityManager): Promise<string> {
  await em.execute(
    `insert into app_meta (key, value, updated_at) values (?, ?, now()) on conflict (key) do nothing`,
    [KEY, randomBytes(32).toString('base64url')],
  );
  const [row] = await em.execute<{ value: string }[]>('select value from app_meta where key = ?', [KEY]);
  if (!row) throw new Error('The app secret could not be stored');
  return row.value;
}
