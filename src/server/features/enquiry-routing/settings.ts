import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { EnquiryRoutingValues } from '../../../shared/schemas/enquiry-routing.ts';
import { EnquiryRouting } from '../../db/entities/enquiry-routing.ts';
import { Profile } from '../../db/entities/profile.ts';
import { User } from '../../db/entities/user.ts';
import { fieldError } from '../../errors.ts';

/** Settings › Enquiries as the form shows them; never saved reads as 'Leave unassigned'. */
export async function readEnquiryRouting(em: EntityManager): Promise<EnquiryRoutingValues> {
  const settings = await em.findOne(EnquiryRouting, { id: 1 });
  return {
    mode: settings?.mode ?? 'unassigned',
    defaultOwnerId: settings?.defaultOwner?.id ?? null,
    roundRobinIds: settings?.roundRobinIds ?? [],
    sharedInbox: settings?.sharedInbox ?? null,
  };
}

/** Whether every one of these users is active staff. */
async function allActive(em: EntityManager, ids: string[]): Promise<boolean> {
  if (ids.length === 0) return true;
  const active = await em.count(Profile, { user: { $in: ids }, status: 'active' });
  return active === new Set(ids).size;
}

/**
 * Saves Settings › Enquiries. Only active staff can be chosen; the round robin's turn carries on
 * from whoever had the last enquiry (the row is locked so a routing in progress finishes first).
 */
export async function saveEnquiryRouting(em: EntityManager, values: EnquiryRoutingValues) {
  const roundRobinIds = [...new Set(values.roundRobinIds)];
  if (values.defaultOwnerId && !(await allActive(em, [values.defaultOwnerId])))
    throw fieldError('defaultOwnerId', 'The default owner must be an active staff member');
  if (!(await allActive(em, roundRobinIds)))
    throw fieldError('roundRobinIds', 'Everyone in the round robin must be an active staff member');
  await em.transactional(async (tx) => {
    await tx.execute(
      `insert into enquiry_routing (id, mode, updated_at) values (1, 'unassigned', now()) on conflict (id) do nothing`,
    );
    const settings = await tx.findOneOrFail(
      EnquiryRouting,
      { id: 1 },
      { lockMode: LockMode.PESSIMISTIC_WRITE },
    );
    tx.assign(settings, {
      mode: values.mode,
      defaultOwner: values.defaultOwnerId ? tx.getReference(User, values.defaultOwnerId) : null,
      roundRobinIds,
      sharedInbox: values.sharedInbox,
    });
  });
  return readEnquiryRouting(em.fork());
}
