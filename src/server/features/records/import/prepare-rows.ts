import type { EntityManager } from '@mikro-orm/postgresql';
import type { RecordField } from '../../../../shared/record-fields/fields.ts';
import type { User } from '../../../db/entities/user.ts';
import { cellValue } from './cell-values.ts';
import type { CsvRow } from './csv-file.ts';
import { findContacts, matchAccounts, unmatchedAccountMessage, type AccountMatch } from './import-parties.ts';
import type { ImportKey, RecordImport } from './import-type.ts';
import { personName, personParties, type PersonColumns, type RowPerson } from './person-rows.ts';
import { live } from '../../../db/entities/soft-delete.ts';

/** What an import was told: its type, the file's headers, the fields' columns, the key and the options. */
export type ImportPlan = {
  type: RecordImport;
  headers: readonly string[];
  columns: ReadonlyMap<string, { field: RecordField; column: number }>;
  key: ImportKey;
  createMissingAccounts: boolean;
  user: User;
};

/** A problem with a row, at the column it is about (null: the row as a whole). */
export type RowError = { column: number | null; message: string };

/**
 * A row checked and matched: its form values when it has no errors, the record it updates (or
 * null: a new one), notes on what importing it will do besides ('A new account … is created'),
 * and the person it names, whose account and contact are found or made when it is written.
 */
export type PreparedRow = CsvRow & {
  errors: RowError[];
  notes: string[];
  values: Record<string, unknown> | null;
  existingId: string | null;
  person: (RowPerson & { idKeys: { account: string; contact: string } }) | null;
};

/** The field a schema issue is about: its path's first key, or that key less 'Id' (`accountId` -> `account`). */
function issueField(path: readonly PropertyKey[], columns: ImportPlan['columns']): string | null {
  const [first] = path;
  if (typeof first !== 'string') return null;
  if (columns.has(first)) return first;
  const related = first.endsWith('Id') ? first.slice(0, -2) : first;
  return columns.has(related) ? related : null;
}

/** The rows' texts of a party field (account or contact), trimmed, without the empty ones. */
function partyTexts(plan: ImportPlan, rows: readonly CsvRow[], fieldKey: string): string[] {
  const column = plan.columns.get(fieldKey)?.column;
  if (column === undefined) return [];
  return rows.map((row) => row.cells[column]?.trim() ?? '').filter(Boolean);
}

/** The live records the key's values find, by the key's normalised value. */
async function existingRecords(em: EntityManager, plan: ImportPlan, keys: string[]) {
  const { match } = plan.key;
  if (!match || keys.length === 0) return new Map<string, string>();
  const table = em.getMetadata(plan.type.entity).tableName;
  const rows = await em.execute<{ id: string; key: string }[]>(
    `select distinct on (${match.sql}) r.id, ${match.sql} as key from "${table}" r
      where ${live('r')} and ${match.sql} in (select jsonb_array_elements_text(?::jsonb))
      order by ${match.sql}, r.created_at, r.id`,
    [JSON.stringify([...new Set(keys)])],
  );
  return new Map(rows.map((row) => [row.key, row.id]));
}

/**
 * Checks a batch of rows as the type's form would be checked (its shared schema), finds their
 * related records and the records they update. With `dryRun` (the preview) nothing is written;
 * otherwise missing accounts are made when the plan says so, in the caller's transaction. Of
 * rows with the same key the last one wins; the others are reported.
 */
export async function prepareRows(
  em: EntityManager,
  plan: ImportPlan,
  rows: readonly CsvRow[],
  dryRun: boolean,
): Promise<PreparedRow[]> {
  const { type, columns, headers } = plan;
  const parties = Object.entries(type.parties ?? {}).filter(([fieldKey]) => columns.has(fieldKey));
  const accountField = parties.find(([, party]) => party === 'account')?.[0];
  const contactField = parties.find(([, party]) => party === 'contact')?.[0];
  const accounts = accountField
    ? await matchAccounts(em, partyTexts(plan, rows, accountField), {
        create: plan.createMissingAccounts,
        dryRun,
        user: plan.user,
      })
    : new Map<string, AccountMatch>();
  const contacts = contactField
    ? await findContacts(em, partyTexts(plan, rows, contactField))
    : new Map<string, { id: string; accountId: string | null }>();
  const said = (column: number, message: string): RowError => ({
    column,
    message: `${headers[column]}: ${message}`,
  });
  const columnOf = (fieldKey: string | undefined) =>
    fieldKey === undefined ? -1 : (columns.get(fieldKey)?.column ?? -1);
  const personColumns: PersonColumns | null =
    type.person && accountField && contactField
      ? {
          person: {
            name: columnOf(type.person.name),
            firstName: columnOf(type.person.firstName),
            lastName: columnOf(type.person.lastName),
            phone: columnOf(type.person.phone),
          },
          account: columnOf(accountField),
          contact: columnOf(contactField),
        }
      : null;
  const personKeys = new Set(Object.values(type.person ?? {}));
  const planned = { accounts: new Map<string, number>(), contacts: new Map<string, number>() };

  /** The parties of a row naming a person, by the form's id fields, as rowParties answers. */
  function rowPersonParties(row: CsvRow, personAt: PersonColumns) {
    const { errors, notes, ids, person } = personParties(row, personAt, { accounts, contacts }, planned);
    const idKeys = { account: `${accountField}Id`, contact: `${contactField}Id` };
    return {
      ids: { [idKeys.account]: ids.account, [idKeys.contact]: ids.contact },
      errors: errors.map((error) =>
        error.column < 0 ? { column: null, message: error.message } : said(error.column, error.message),
      ),
      notes,
      person: person && { ...person, idKeys },
    };
  }

  /**
   * The row's related records by the form's id fields (`accountId`), what is wrong with the
   * columns naming them, and what importing it will make. The account comes before the contact
   * (the type's `parties` order), which must be one of its contacts.
   */
  function rowParties(row: CsvRow) {
    if (personColumns && personName(row, personColumns) !== '') return rowPersonParties(row, personColumns);
    const ids: Record<string, string> = {};
    const errors: RowError[] = [];
    const notes: string[] = [];
    for (const [fieldKey, party] of parties) {
      const column = columns.get(fieldKey)?.column ?? -1;
      const name = row.cells[column]?.trim() ?? '';
      if (name === '') continue;
      if (party === 'account') {
        const account = accounts.get(name);
        if (!account) errors.push(said(column, unmatchedAccountMessage(name, plan.createMissingAccounts)));
        else ids[`${fieldKey}Id`] = account.id;
        if (account?.planned) notes.push(`A new account "${name}" will be created`);
        continue;
      }
      const contact = contacts.get(name.toLowerCase());
      const accountId = accountField ? ids[`${accountField}Id`] : undefined;
      if (!contact) errors.push(said(column, `no contact has the email (or id) ${name}`));
      else if (accountId && contact.accountId !== accountId)
        errors.push(said(column, "this contact is not one of the row's account's contacts"));
      else ids[`${fieldKey}Id`] = contact.id;
    }
    return { ids, errors, notes, person: null };
  }

  const prepared = rows.map((row): PreparedRow => {
    const { ids, errors, notes, person } = rowParties(row);
    const input: Record<string, unknown> = { ...type.defaults };
    for (const [fieldKey, { field, column }] of columns) {
      if (type.parties?.[fieldKey] || personKeys.has(fieldKey)) continue;
      const value = cellValue(field, row.cells[column] ?? '');
      if (value !== undefined) input[fieldKey] = value;
    }
    Object.assign(input, ids);

    const parsed = type.schema.safeParse(input);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const fieldKey = issueField(issue.path, columns);
        const column = fieldKey === null ? null : (columns.get(fieldKey)?.column ?? null);
        if (errors.some((error) => error.column === column && column !== null)) continue;
        errors.push(column === null ? { column, message: issue.message } : said(column, issue.message));
      }
    }
    const values = errors.length === 0 && parsed.success ? parsed.data : null;
    return { ...row, errors, notes, values, existingId: null, person };
  });

  const { match } = plan.key;
  if (!match) return prepared;
  const keyColumn = columns.get(match.field)?.column ?? null;
  const keyOf = (row: PreparedRow) => {
    const value = row.values?.[match.field];
    return typeof value === 'string' && value !== '' ? match.normalize(value) : null;
  };
  const lastWithKey = new Map<string, PreparedRow>();
  for (const row of prepared) {
    const key = keyOf(row);
    if (key !== null) lastWithKey.set(key, row);
  }
  for (const row of prepared) {
    const key = keyOf(row);
    const last = key === null ? row : lastWithKey.get(key);
    if (last && last !== row) {
      const message = `the same value is on row ${last.rowNumber}, which is imported instead`;
      row.errors.push(keyColumn === null ? { column: null, message } : said(keyColumn, message));
      row.values = null;
    }
  }
  const existing = await existingRecords(em, plan, [...lastWithKey.keys()]);
  for (const [key, row] of lastWithKey) row.existingId = existing.get(key) ?? null;
  return prepared;
}
