import type { EntityManager } from '@mikro-orm/postgresql';
import { Account } from '../../db/entities/account.ts';
import { Contact } from '../../db/entities/contact.ts';
import { Lead } from '../../db/entities/lead.ts';
import { Opportunity } from '../../db/entities/opportunity.ts';
import { Task } from '../../db/entities/task.ts';
import type { User } from '../../db/entities/user.ts';
import { AppError } from '../../errors.ts';
import { recordActivity } from '../records/activity-log.ts';
import { demoDataset, type DemoDataset } from './sample-data.ts';

/** The spec's order: children before parents, so no foreign key is ever left dangling. */
const TABLES_IN_DELETE_ORDER = [
  'audit_log',
  'activities',
  'lead_assignments',
  'notes',
  'quotes',
  'opportunities',
  'leads',
  'contacts',
  'accounts',
];

async function deleteAllCrmData(em: EntityManager): Promise<void> {
  for (const table of TABLES_IN_DELETE_ORDER) await em.execute(`delete from "${table}"`);
}

/** Removes every quote, opportunity, lead, contact and account (and what hangs off them), in one transaction. */
export async function clearDemoData(em: EntityManager): Promise<void> {
  await em.transactional(deleteAllCrmData);
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

/**
 * Replaces ALL CRM data with the demo set, in one transaction: if anything fails,
 * the data stays exactly as it was.
 */
export async function createDemoData(
  em: EntityManager,
  user: User,
  dataset: DemoDataset = demoDataset(new Date()),
): Promise<{ accounts: number; contacts: number; leads: number; opportunities: number; tasks: number }> {
  return em.transactional(async (tx) => {
    await deleteAllCrmData(tx);
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
    return {
      accounts: accounts.size,
      contacts: contacts.size,
      leads: dataset.leads.length,
      opportunities: dataset.opportunities.length,
      tasks: dataset.tasks.length,
    };
  });
}
