import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { formatAbn, isValidAbn } from '../../../../shared/abn.ts';
import { accountFields } from '../../../../shared/record-fields/accounts.ts';
import type { User } from '../../../db/entities/user.ts';
import { createdFields, writeAudit } from '../audit.ts';

/** An account named in a file: found (or made) by its id, or to be made when the import runs. */
export type AccountMatch = { id: string; planned: boolean };

const lowered = (texts: Iterable<string>) =>
  JSON.stringify([...new Set([...texts].map((text) => text.toLowerCase()))]);

/**
 * The live accounts the texts name, by text: an ABN (11 digits with a valid check digit, spaced
 * or not) by the account's ABN, anything else by its name ignoring case (the oldest of several
 * with that name, as the contact form's lookup does).
 */
export async function findAccounts(
  em: EntityManager,
  texts: readonly string[],
): Promise<Map<string, string>> {
  const abns = texts.filter(isValidAbn);
  const names = texts.filter((text) => !isValidAbn(text));
  const found = new Map<string, string>();
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
 * transaction, or only planned when `dryRun` (the preview). An ABN no account has is never
 * made: it would be an account named by a number.
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
    if (found.has(text) || isValidAbn(text)) continue;
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

/** The live contacts with these emails (ignoring case), by lowered email, with their account. */
export async function findContacts(
  em: EntityManager,
  emails: readonly string[],
): Promise<Map<string, { id: string; accountId: string | null }>> {
  if (emails.length === 0) return new Map();
  const rows = await em.execute<{ id: string; email: string; account_id: string | null }[]>(
    `select id, lower(email) as email, account_id from contacts
      where deleted_at is null and lower(email) in (select jsonb_array_elements_text(?::jsonb))`,
    [lowered(emails)],
  );
  return new Map(rows.map((row) => [row.email, { id: row.id, accountId: row.account_id }]));
}
