import type { DuplicateMatch } from '../../../shared/schemas/duplicates.ts';
import type { NewParty } from '../../../shared/schemas/lead.ts';
import { accountDuplicates } from '../accounts/service.ts';
import { contactDuplicates } from '../contacts/service.ts';
import { splitName } from '../records/find-or-create-parties.ts';
import { findLiveContactByEmail } from '../records/parties.ts';
import type { RecordContext } from '../records/record-type.ts';

/** Said of the contact a quick create's email finds: the lead goes to it, nothing new is made. */
export const SAME_EMAIL_REUSED = 'Same email: the lead goes to this contact';

/**
 * Before a quick create: the contact its email finds (used, not duplicated), else the accounts
 * and contacts likely the same as the ones it would create, each with its type for the link.
 */
export async function newPartyDuplicates(ctx: RecordContext, party: NewParty): Promise<DuplicateMatch[]> {
  const known = party.email ? await findLiveContactByEmail(ctx.em, party.email) : null;
  if (known) {
    const name = `${known.firstName} ${known.lastName}`.trim();
    return [{ id: known.id, name, reason: SAME_EMAIL_REUSED, type: 'contacts' }];
  }
  const accounts = party.company ? await accountDuplicates.likelyOfRow(ctx, { name: party.company }) : [];
  // The same name at an account only counts for the account the company names exactly.
  const exact = accounts.find((account) => account.name.toLowerCase() === party.company?.toLowerCase());
  const { firstName, lastName } = splitName(party.name);
  const contacts = await contactDuplicates.likelyOfRow(ctx, {
    first_name: firstName,
    last_name: lastName,
    account_id: exact?.id ?? null,
    phone: party.phone,
  });
  return [
    ...accounts.map((match) => ({ ...match, type: 'accounts' as const })),
    ...contacts.map((match) => ({ ...match, type: 'contacts' as const })),
  ];
}
