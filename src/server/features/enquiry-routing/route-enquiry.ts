import type { EntityManager } from '@mikro-orm/postgresql';
import type { EnquiryRoutingMode } from '../../../shared/enums.ts';
import type { Lead } from '../../db/entities/lead.ts';
import { LeadAssignment } from '../../db/entities/lead-assignment.ts';
import { Notification } from '../../db/entities/notification.ts';
import { User } from '../../db/entities/user.ts';
import type { Jobs } from '../../jobs/jobs.ts';
import { recordActivity } from '../records/activity-log.ts';
import { staffName } from '../records/staff.ts';

/** The settings row, read once for the enquiries one transaction saves (readEnquiryRouting). */
export type EnquiryRouting = {
  mode: EnquiryRoutingMode;
  default_owner_id: string | null;
  last_assigned_id: string | null;
  shared_inbox: string | null;
};

const SETTINGS =
  'select mode, default_owner_id, last_assigned_id, shared_inbox from enquiry_routing where id = 1';

/**
 * The settings row (null when never saved), for routeEnquiry. Only the round robin writes it (its
 * turn), so only then is it read again write-locked until the caller's transaction ends:
 * enquiries arriving together take turns one after the other, while the other modes never wait
 * on each other. Read once for the enquiries a transaction saves, not once for each.
 */
export async function readEnquiryRouting(tx: EntityManager): Promise<EnquiryRouting | null> {
  const [row] = await tx.execute<EnquiryRouting[]>(SETTINGS);
  if (row?.mode !== 'round_robin') return row ?? null;
  const [locked] = await tx.execute<EnquiryRouting[]>(`${SETTINGS} for update`);
  return locked ?? null;
}

/**
 * The next active member of the round robin after the one who had the last enquiry; moves the
 * turn on, in the database and in `settings`, which the transaction's next enquiry reads.
 */
async function nextInTurn(tx: EntityManager, settings: EnquiryRouting): Promise<string | null> {
  const members = await tx.execute<{ id: string }[]>(
    `select p.id from enquiry_routing r
       cross join unnest(r.round_robin_ids) with ordinality as m(id, position)
       join profiles p on p.id::text = m.id and p.status = 'active'
     where r.id = 1
     order by m.position`,
  );
  if (members.length === 0) return null;
  const last = members.findIndex((member) => member.id === settings.last_assigned_id);
  const next = members[(last + 1) % members.length]?.id ?? null;
  await tx.execute('update enquiry_routing set last_assigned_id = ? where id = 1', [next]);
  settings.last_assigned_id = next;
  return next;
}

/** Who the settings give a new enquiry to: an active default owner, the next in the round robin, or nobody. */
async function chooseOwner(tx: EntityManager, settings: EnquiryRouting): Promise<string | null> {
  switch (settings.mode) {
    case 'default_owner': {
      if (!settings.default_owner_id) return null;
      const [active] = await tx.execute<{ id: string }[]>(
        `select id from profiles where id = ? and status = 'active'`,
        [settings.default_owner_id],
      );
      return active?.id ?? null;
    }
    case 'round_robin':
      return nextInTurn(tx, settings);
    case 'unassigned':
      return null;
  }
}

const howChosen: Record<EnquiryRoutingMode, string> = {
  default_owner: 'default owner',
  round_robin: 'round robin',
  unassigned: '',
};

/**
 * Routes a website enquiry or an accepted proposal (Settings › Enquiries), in the caller's
 * transaction: a lead without an owner gets the default owner or the round robin's next active
 * person, an assignment activity, a bell notification and (with `mailOwner`) a mail; the shared
 * inbox, when set, gets a mail for every enquiry. Mails are queued in the same transaction, so
 * they go out only if the lead is saved. A proposal passes `mailOwner: false`: its quote mail
 * already goes to the lead's owner. `settings`: what readEnquiryRouting read in this transaction.
 */
export async function routeEnquiry(
  tx: EntityManager,
  jobs: Jobs,
  lead: Lead,
  { mailOwner, settings }: { mailOwner: boolean; settings: EnquiryRouting | null },
): Promise<void> {
  if (!settings) return;
  const ownerId = lead.assignedTo ? null : await chooseOwner(tx, settings);
  if (ownerId) {
    const owner = await tx.findOneOrFail(User, { id: ownerId });
    lead.assignedTo = owner;
    tx.create(LeadAssignment, { lead, user: owner, assignedBy: null });
    const name = (await staffName(tx, owner.id)) ?? owner.email;
    const activity = recordActivity(
      tx,
      { lead },
      {
        type: 'assignment',
        title: `New enquiry: ${lead.title}`,
        description: `Assigned to ${name} (${howChosen[settings.mode]})`,
      },
      null,
    );
    tx.create(Notification, { user: owner, kind: 'enquiry_routed', activity });
    if (mailOwner) await jobs.sendMail({ kind: 'enquiry-routed', leadId: lead.id, to: owner.email }, { tx });
  }
  if (settings.shared_inbox)
    await jobs.sendMail({ kind: 'enquiry-routed', leadId: lead.id, to: settings.shared_inbox }, { tx });
}
