import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { formatAbn, isValidAbn } from '../../../../shared/abn.ts';
import { accountFields } from '../../../../shared/record-fields/accounts.ts';
import type { User } from '../../../db/entities/user.ts';
import { createdFields, writeAudit } from '../audit.ts';

/** An account named in a file: found (or made) by its id, or to be made when the import runs. */
export type AccountMatch = { id: string; planned: boolean };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** The longest account name (the column's length). */
const ACCOUNT_NAME_MAX = 200;

const lowered = (texts: Iterable<string>) =>
  JSON.stringify([...new Set([...texts].map((text) => text.toLowerCase()))]);

/**
 * The live accounts the texts name, by text: an id (as the CSV export writes a related record) by
 * its id, an ABN (11 digits with a valid check digit, spaced or not) by the account's ABN,
 * anything else by its name ignoring case (the oldest of several with that name, as the contact
 * form's lookup does).
 */
export async function findAccounts(
  em: EntityManager,
  texts: readonly string[],
): Promise<Map<string, string>> {
  const ids = texts.filter((text) => UUID.test(text));
  const abns = texts.filter((text) => !UUID.test(text) && isValidAbn(text));
  const names = texts.filter((text) => !UUID.test(text) && !isValidAbn(text));
  const found = new Map<string, string>();
  if (ids.length > 0) {
    const rows = await em.execute<{ id: string }[]>(
      `select id from accounts where deleted_at is null and id::text in (select jsonb_array_elements_text(?::jsonb))`,
      [lowered(ids)],
    );
    const live = new Set(rows.map((row) => row.id));
    for (const id of ids) if (live.has(id.toLowerCase())) found.set(id, id.toLowerCase());
  }
  if (abns.length > 0) {
    const rows = await em.execute<{ id: string; abn: string }[]>(
      `select distinct on (abn) id, abn from accounts
        where deleted_at is null and abn in (select jsonb_array_elements_text(?::jsonb))
        order by abn, created_at, id`,
      [JSON.stringify(abns.map(formatAbn))],
    );
    const byAbn = new Map(rows.map((row) => [row.abn, row.id]));
    for (const abn of abns) {
      const id = byAbn.get(formatAbn(abn));
      if (id) found.set(abn, id);
    }
  }
  if (names.length > 0) {
    const rows = await em.execute<{ id: string; name: string }[]>(
      `select distinct on (lower(name)) id, lower(name) as name from accounts
        where deleted_at is null and lower(name) in (select jsonb_array_elements_text(?::jsonb))
        order by lower(name), created_at, id`,
      [lowered(names)],
    );
    const byName = new Map(rows.map((row) => [row.name, row.id]));
    for (const name of names) {
      const id = byName.get(name.toLowerCase());
      if (id) found.set(name, id);
    }
  }
  return found;
}

/**
 * The accounts the texts name; with `create`, those named by a name that no account has are
 * made (as 'Small business', the account type's default), with their history, in the caller's
 * transaction, or only planned when `dryRun` (the preview). An ABN or id no account has is never
 * made (it would be an account named by a number), nor a name longer than a name can be.
 */
export async function matchAccounts(
  em: EntityManager,
  texts: readonly string[],
  { create, dryRun, user }: { create: boolean; dryRun: boolean; user: User },
): Promise<Map<string, AccountMatch>> {
  const distinct = [...new Set(texts)];
  const found = await findAccounts(em, distinct);
  const matches = new Map<string, AccountMatch>();
  for (const [text, id] of found) matches.set(text, { id, planned: false });
  if (!create) return matches;
  const missing = new Map<string, string>();
  for (const text of distinct) {
    if (found.has(text) || isValidAbn(text) || UUID.test(text) || text.length > ACCOUNT_NAME_MAX) continue;
    const same = missing.get(text.toLowerCase()) ?? randomUUID();
    missing.set(text.toLowerCase(), same);
    matches.set(text, { id: same, planned: dryRun });
  }
  if (dryRun || missing.size === 0) return matches;
  const accounts = [...missing.values()].map((id) => {
    const name = distinct.find((text) => matches.get(text)?.id === id) ?? '';
    return { id, name: name.trim(), account_type: 'small_business' };
  });
  await em.execute(
    `insert into accounts (id, name, account_type, created_by)
     select x.id, x.name, x.account_type, ? from jsonb_to_recordset(?::jsonb) as x(id uuid, name varchar(200), account_type text)`,
    [user.id, JSON.stringify(accounts)],
  );
  for (const account of accounts) {
    const values = { name: account.name, accountType: account.account_type };
    const changes = createdFields(values, accountFields);
    writeAudit(em, { recordType: 'accounts', recordId: account.id, action: 'create', changes, by: user });
  }
  return matches;
}

/** Whether an account not found by the text can be made of it: a name, not an ABN or id. */
export const namesAnAccount = (text: string) => !UUID.test(text) && !isValidAbn(text);

/** Why a text names no account (and none was made of it), for the row's message at its column. */
export function unmatchedAccountMessage(text: string, createMissing: boolean): string {
  if (UUID.test(text)) return `no account has the id ${text}`;
  if (isValidAbn(text)) return `no account has the ABN ${text}`;
  if (createMissing) return `an account name can have at most ${ACCOUNT_NAME_MAX} characters`;
  return `no account is named "${text}" (choose "Create missing accounts" to create it)`;
}

/**
 * The live contacts the texts name, by the lowered text: an email (ignoring case) or an id (as
 * the CSV export writes a related record), with their account.
 */
export async function findContacts(
  em: EntityManager,
  texts: readonly string[],
): Promise<Map<string, { id: string; accountId: string | null }>> {
  if (texts.length === 0) return new Map();
  const rows = await em.execute<{ id: string; email: string | null; account_id: string | null }[]>(
    `select id, lower(email) as email, account_id from contacts
      where deleted_at is null and (lower(email) in (select jsonb_array_elements_text(?::jsonb))
        or id::text in (select jsonb_array_elements_text(?::jsonb)))`,
    [lowered(texts), lowered(texts.filter((text) => UUID.test(text)))],
  );
  const found = new Map<string, { id: string; accountId: string | null }>();
  for (const row of rows) {
    const contact = { id: row.id, accountId: row.account_id };
    found.set(row.id, contact);
    if (row.email) found.set(row.email, contact);
  }
  return found;
}
