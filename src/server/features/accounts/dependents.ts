import type { EntityManager } from '@mikro-orm/postgresql';
import { Contact } from '../../db/entities/contact.ts';
import { Lead } from '../../db/entities/lead.ts';

/** How many live records of one kind still belong to an account. */
type DependentCount = { count: number; singular: string; plural: string };

/** Every kind of live record that still belongs to the account; any of them blocks deleting it. */
export async function countAccountDependents(
  em: EntityManager,
  accountId: string,
): Promise<DependentCount[]> {
  const live = { account: accountId, deletedAt: null };
  return [
    { count: await em.count(Contact, live), singular: 'contact', plural: 'contacts' },
    { count: await em.count(Lead, live), singular: 'lead', plural: 'leads' },
  ];
}

/** 'This account still has 2 contacts. ...', or null when nothing belongs to it any more. */
export function dependentsMessage(counts: DependentCount[]): string | null {
  const parts = counts
    .filter(({ count }) => count > 0)
    .map(({ count, singular, plural }) => `${count} ${count === 1 ? singular : plural}`);
  if (parts.length === 0) return null;
  const list = parts.length === 1 ? parts[0] : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
  return `This account still has ${list}. Delete them or move them to another account first.`;
}
