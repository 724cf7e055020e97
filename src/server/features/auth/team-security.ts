import type { EntityManager } from '@mikro-orm/postgresql';

/** The app_meta row holding whether admins require two-factor authentication of everyone. */
export const REQUIRE_TWO_FACTOR_KEY = 'require-two-factor';

export async function isTwoFactorRequired(em: EntityManager): Promise<boolean> {
  const [row] = await em
    .getConnection()
    .execute<{ value: string }[]>('select value from app_meta where key = ?', [REQUIRE_TWO_FACTOR_KEY]);
  return row?.value === 'true';
}

export async function setTwoFactorRequired(em: EntityManager, required: boolean): Promise<void> {
  await em.getConnection().execute(
    `insert into app_meta (key, value, updated_at) values (?, ?, now())
     on conflict (key) do update set value = excluded.value, updated_at = now()`,
    [REQUIRE_TWO_FACTOR_KEY, String(required)],
  );
}
