import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { AttachEmailInput } from '../../../shared/schemas/email.ts';
import type { User } from '../../db/entities/user.ts';
import { Activity } from '../../db/entities/activity.ts';
import { Email } from '../../db/entities/email.ts';
import { AppError } from '../../errors.ts';
import { recordActivity } from '../records/activity-log.ts';
import { liveTarget, type ActivityTarget } from '../records/subjects.ts';
import { toEmailDto } from './dto.ts';
import { partiesOf } from './parties.ts';

type Services = { em: EntityManager; user: User };

/** A received message on no record, locked for the change; anything else is a 404 or a conflict. */
async function lockedUnmatched(tx: EntityManager, id: string) {
  const email = await tx.findOne(Email, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
  if (!email || email.status !== 'received') throw new AppError('NOT_FOUND', 'Email not found');
  if ((await tx.count(Activity, { email })) > 0)
    throw new AppError('CONFLICT', 'This message is already on a record');
  return email;
}

/** Puts an unmatched message on a record and on its account and contact, in one transaction. */
export async function attachEmail({ em, user }: Services, input: AttachEmailInput) {
  return em.transactional(async (tx) => {
    const email = await lockedUnmatched(tx, input.id);
    const target = await liveTarget(tx, input.record, { lockMode: LockMode.PESSIMISTIC_READ });
    const parties = await partiesOf(tx, target);
    const records: ActivityTarget[] = [target];
    if (parties.account && !('account' in target)) records.push({ account: parties.account });
    if (parties.contact && !('contact' in target)) records.push({ contact: parties.contact });
    const entry = {
      type: 'email' as const,
      title: `Email received: ${email.subject}`.slice(0, 200),
      description: email.text,
      email,
    };
    for (const record of records) recordActivity(tx, record, entry, user);
    await tx.flush();
    return toEmailDto(email, null);
  });
}

/** Discards an unmatched message (kept deleted, as every record is). */
export async function discardEmail({ em }: Services, id: string) {
  await em.transactional(async (tx) => {
    const email = await lockedUnmatched(tx, id);
    email.deletedAt = new Date();
    await tx.flush();
  });
}
