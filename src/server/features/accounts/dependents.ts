import type { EntityManager } from '@mikro-orm/postgresql';
import type { Account } from '../../db/entities/account.ts';
import { Contact } from '../../db/entities/contact.ts';
import { Lead } from '../../db/entities/lead.ts';
import { Opportunity } from '../../db/entities/opportunity.ts';

/** How many live records of one kind still belong to an account. */
type DependentCount = { count: number; singular: string; plural: string };

/** 'This account still has 2 contacts. ...', or null when nothing belongs to it any more. */
export function dependentsMessage(counts: DependentCount[]): string | null {
  const parts = counts
    .filter(({ count }) => count > 0)
    .map(({ count, singular, plural }) => `${count} ${count === 1 ? singular : plural}`);
  if (parts.length === 0) return null;
  const list = parts.length === 1 ? parts[0] : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
  return `This account still has ${list}. Delete them or move them to another account first.`;
}

/** Why the account cannot be deleted: the live contacts, leads and opportunities that still belong to it. */
export async function accountDependents(em: EntityManager, account: Account): Promise<string | null> {
  return dependentsMessage([
    { count: await em.count(Contact, { account }), singular: 'contact', plural: 'contacts' },
    { count: await em.count(Lead, { account }), singular: 'lead', plural: 'leads' },
    { count: await em.count(Opportunity, { account }), singular: 'opportunity', plural: 'opportunities' },
  ]);
}
