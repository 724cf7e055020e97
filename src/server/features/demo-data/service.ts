import type { EntityManager } from '@mikro-orm/postgresql';
import { Account } from '../../db/entities/account.ts';
import { Contact } from '../../db/entities/contact.ts';
import { Lead } from '../../db/entities/lead.ts';
import { Opportunity } from '../../db/entities/opportunity.ts';
import { Task } from '../../db/entities/task.ts';
import type { User } from '../../db/entities/user.ts';
import { AppError } from '../../errors.ts';
import type { FileStore } from '../../storage/file-store.ts';
import type { DocumentFile } from '../documents/document-type.ts';
import { documentService } from '../documents/service.ts';
import { recordActivity } from '../records/activity-log.ts';
import { demoExpiry, storeDemoFile } from './demo-documents.ts';
import { createDemoQuote } from './demo-quotes.ts';
import { demoDataset, type DemoDataset } from './sample-data.ts';

/** The spec's order: children before parents, so no foreign key is ever left dangling. */
const TABLES_IN_DELETE_ORDER = [
  'audit_log',
  'activities',
  'lead_assignments',
  'notes',
  'documents',
  'quotes',
  'opportunities',
  'leads',
  'contacts',
  'accounts',
];

/**
 * Deletes every CRM record in the caller's transaction; answers the file-store keys of the
 * deleted documents' versions, for `removeFiles` once the transaction has committed.
 */
async function deleteAllCrmData(em: EntityManager): Promise<string[]> {
  const versions = await em.execute<{ file_key: string }[]>('select file_key from document_versions');
  for (const table of TABLES_IN_DELETE_ORDER) await em.execute(`delete from "${table}"`);
  return versions.map((version) => version.file_key);
}

/** Removes files from the store: those of deleted documents, or those of demo data that failed. */
async function removeFiles(files: FileStore, keys: readonly string[]): Promise<void> {
  for (const key of keys) await files.delete(key);
}

/**
 * Removes every quote, opportunity, lead, contact and account (and what hangs off them: their
 * documents, evidence requests, tasks and activities) in one transaction, then the documents' files.
 */
export async function clearDemoData(em: EntityManager, files: FileStore): Promise<void> {
  await removeFiles(files, await em.transactional(deleteAllCrmData));
}

const DAY = 24 * 60 * 60 * 1000;

/** A reason the person can read in 'Failed to create demo data: {message}'. */
function nothingCreated(message: string): AppError {
  return new AppError('UNPROCESSABLE_CONTENT', message);
}

function mustFind<T>(map: Map<string, T>, key: string, what: string): T {
  const found = map.get(key);
  if (!found) throw new Error(`Demo data refers to an unknown ${what} '${key}'`);
  return found;
}

type DemoCounts = {
  accounts: number;
  contacts: number;
  leads: number;
  opportunities: number;
  tasks: number;
  quotes: number;
  documents: number;
};

/**
 * Replaces ALL CRM data with the demo set, in one transaction: if anything fails, the data
 * stays exactly as it was. The documents' files go into the store first (it writes in its own
 * transaction) and are removed again when the demo data fails; the replaced documents' files
 * are removed once it has committed.
 */
export async function createDemoData(
  em: EntityManager,
  files: FileStore,
  user: User,
  dataset: DemoDataset = demoDataset(new Date()),
): Promise<DemoCounts> {
  const stored: DocumentFile[] = [];
  let written: { replaced: string[]; counts: DemoCounts };
  try {
    for (const document of dataset.documents) stored.push(await storeDemoFile(files, document));
    written = await em.transactional(async (tx) => ({
      replaced: await deleteAllCrmData(tx),
      counts: await writeDemoData(tx, user, dataset, stored),
    }));
  } catch (error) {
    await removeFiles(
      files,
      stored.map((file) => file.fileKey),
    );
    throw error;
  }
  await removeFiles(files, written.replaced);
  return written.counts;
}

/** The demo set's records, in the caller's transaction, the documents holding the files stored for them. */
async function writeDemoData(
  tx: EntityManager,
  user: User,
  dataset: DemoDataset,
  stored: DocumentFile[],
): Promise<DemoCounts> {
  const now = Date.now();

  const accounts = new Map<string, Account>();
  for (const { key, ...fields } of dataset.accounts)
    accounts.set(key, tx.create(Account, { ...fields, createdBy: user }));
  await tx.flush();
  if (accounts.size === 0) throw nothingCreated('No accounts were created');

  const contacts = new Map<string, Contact>();
  for (const { key, accountKey, ...fields } of dataset.contacts) {
    const account = mustFind(accounts, accountKey, 'account');
    contacts.set(key, tx.create(Contact, { ...fields, account, createdBy: user }));
  }
  await tx.flush();
  if (contacts.size === 0) throw nothingCreated('No contacts were created');

  const leads = new Map<string, Lead>();
  for (const { accountKey, contactKey, daysAgo, activities, ...fields } of dataset.leads) {
    const createdAt = new Date(now - daysAgo * DAY);
    const lead = tx.create(Lead, {
      ...fields,
      account: mustFind(accounts, accountKey, 'account'),
      contact: mustFind(contacts, contactKey, 'contact'),
      createdBy: user,
      createdAt,
      updatedAt: createdAt,
    });
    leads.set(lead.title, lead);
    for (const { daysAgo: activityDaysAgo, ...activity } of activities) {
      recordActivity(tx, { lead }, { ...activity, createdAt: new Date(now - activityDaysAgo * DAY) }, user);
    }
  }

  const opportunities = new Map<string, Opportunity>();
  for (const {
    accountKey,
    contactKey,
    leadTitle,
    daysAgo,
    daysInStage,
    activities,
    ...fields
  } of dataset.opportunities) {
    const createdAt = new Date(now - daysAgo * DAY);
    const opportunity = tx.create(Opportunity, {
      ...fields,
      account: mustFind(accounts, accountKey, 'account'),
      contact: mustFind(contacts, contactKey, 'contact'),
      sourceLead: leadTitle ? mustFind(leads, leadTitle, 'lead') : null,
      owner: user,
      createdBy: user,
      stageChangedAt: new Date(now - daysInStage * DAY),
      createdAt,
      updatedAt: createdAt,
    });
    opportunities.set(opportunity.name, opportunity);
    for (const { daysAgo: activityDaysAgo, ...activity } of activities) {
      recordActivity(
        tx,
        { opportunity },
        { ...activity, createdAt: new Date(now - activityDaysAgo * DAY) },
        user,
      );
    }
  }

  for (const { link, completedDaysAgo, ...fields } of dataset.tasks) {
    const { leadTitle, opportunityName, accountKey } = link;
    const completedAt = completedDaysAgo === undefined ? null : new Date(now - completedDaysAgo * DAY);
    tx.create(Task, {
      ...fields,
      lead: leadTitle ? mustFind(leads, leadTitle, 'lead') : null,
      opportunity: opportunityName ? mustFind(opportunities, opportunityName, 'opportunity') : null,
      account: accountKey ? mustFind(accounts, accountKey, 'account') : null,
      assignee: user,
      createdBy: user,
      completedAt,
    });
  }
  await tx.flush();

  for (const quote of dataset.quotes) {
    await createDemoQuote(tx, user, quote, {
      lead: mustFind(leads, quote.leadTitle, 'lead'),
      opportunity: mustFind(opportunities, quote.opportunityName, 'opportunity'),
      now,
    });
  }

  const today = new Date(now);
  for (const [index, document] of dataset.documents.entries()) {
    const file = stored[index];
    if (!file) throw new Error(`No file was stored for the demo document '${document.title}'`);
    await documentService.createIn(tx, user, {
      title: document.title,
      type: document.type,
      expiresOn: demoExpiry(today, document),
      notes: document.notes ?? null,
      subject: 'account',
      subjectId: mustFind(accounts, document.accountKey, 'account').id,
      file,
    });
  }
  await tx.flush();
  return {
    accounts: accounts.size,
    contacts: contacts.size,
    leads: dataset.leads.length,
    opportunities: dataset.opportunities.length,
    // The demo user's, and those the documents' expiry dates put on the compliance calendar.
    tasks: await tx.count(Task, {}),
    quotes: dataset.quotes.length,
    documents: dataset.documents.length,
  };
}
