import { randomUUID } from 'node:crypto';
import { newPartySchema } from '../../../../shared/schemas/lead.ts';
import type { PartyDetails } from '../find-or-create-parties.ts';
import type { CsvRow } from './csv-file.ts';
import { namesAnAccount, unmatchedAccountMessage, type AccountMatch } from './import-parties.ts';
import type { ImportPerson } from './import-type.ts';

/** A row's new person: what findOrCreateParties is given when the batch is written. */
export type RowPerson = { details: PartyDetails; accountId: string | null };

/** A problem at a column (-1: the row as a whole). */
type ColumnError = { column: number; message: string };

/** Where a row's person and its parties are: the columns by role (-1: not in the file). */
export type PersonColumns = {
  person: Record<keyof ImportPerson, number>;
  account: number;
  contact: number;
};

const cell = (row: CsvRow, column: number) => (column < 0 ? '' : (row.cells[column]?.trim() ?? ''));

/** The person's full name a row gives (its name column, else first and last name), '' when none. */
export function personName(row: CsvRow, columns: PersonColumns): string {
  const { name, firstName, lastName } = columns.person;
  return cell(row, name) || [cell(row, firstName), cell(row, lastName)].filter(Boolean).join(' ');
}

/** The companies (lowered) and emails (lowered) an earlier row of the batch makes, by its row number. */
export type PlannedParties = { accounts: Map<string, number>; contacts: Map<string, number> };

/**
 * The parties of a row that names a person, as the lead's quick create finds them: its contact
 * by email (used with its own account), else a new contact in the account the account column
 * finds, or a new account of that name (an individual one without a company); what an earlier
 * row of the batch makes is used, not made again. Checked by the quick create's schema. Until
 * the batch is written the new records have planned ids.
 */
export function personParties(
  row: CsvRow,
  columns: PersonColumns,
  found: {
    accounts: ReadonlyMap<string, AccountMatch>;
    contacts: ReadonlyMap<string, { id: string; accountId: string | null }>;
  },
  planned: PlannedParties,
) {
  const errors: ColumnError[] = [];
  const notes: string[] = [];
  const name = personName(row, columns);
  const company = cell(row, columns.account);
  const email = cell(row, columns.contact);
  const parsed = newPartySchema.safeParse({ name, email, phone: cell(row, columns.person.phone), company });
  if (!parsed.success) {
    const at: Record<string, number> = {
      name: columns.person.name >= 0 ? columns.person.name : columns.person.firstName,
      email: columns.contact,
      phone: columns.person.phone,
      company: columns.account,
    };
    for (const issue of parsed.error.issues)
      errors.push({ column: at[String(issue.path[0])] ?? -1, message: issue.message });
    // Planned ids all the same, so the form's schema says only what else is wrong.
    return { errors, notes, ids: { account: randomUUID(), contact: randomUUID() }, person: null };
  }
  const known = email ? found.contacts.get(email.toLowerCase()) : undefined;
  if (known) {
    notes.push(`The contact with the email ${email} is used, with its account`);
    const ids = { account: known.accountId ?? randomUUID(), contact: known.id };
    return { errors, notes, ids, person: { details: parsed.data, accountId: null } };
  }
  const account = company ? found.accounts.get(company) : undefined;
  if (company && !account && !namesAnAccount(company))
    errors.push({ column: columns.account, message: unmatchedAccountMessage(company, false) });
  const accountId = account && !account.planned ? account.id : null;
  const ids = { account: account?.id ?? randomUUID(), contact: randomUUID() };
  const person = { details: parsed.data, accountId };
  const contactRow = email ? planned.contacts.get(email.toLowerCase()) : undefined;
  if (contactRow !== undefined) {
    notes.push(`The contact made for row ${contactRow} is used, with its account`);
    return { errors, notes, ids, person };
  }
  const accountRow = company ? planned.accounts.get(company.toLowerCase()) : undefined;
  if (accountRow !== undefined) notes.push(`The account "${company}" made for row ${accountRow} is used`);
  else if (!accountId) notes.push(`A new account "${company || name}" will be created`);
  notes.push(`A new contact "${name}" will be created`);
  if (company && !accountId && accountRow === undefined)
    planned.accounts.set(company.toLowerCase(), row.rowNumber);
  if (email) planned.contacts.set(email.toLowerCase(), row.rowNumber);
  return { errors, notes, ids, person };
}
