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
import type { FileStore } from '../../storage/file-store.ts';
import { partiesOf } from './parties.ts';
import { keepReceivedFiles } from './receive.ts';

type Services = { em: EntityManager; user: User; files: FileStore };

/** The files an unmatched message holds in the store, waiting for a record. */
const heldFiles = (email: Email) =>
  email.attachments.flatMap((attachment) =>
    attachment.kind === 'received'
      ? [
          {
            fileKey: attachment.fileKey,
            fileName: attachment.fileName,
            contentType: attachment.contentType,
            size: attachment.size,
          },
        ]
      : [],
  );

/** A received message on no record, locked for the change; anything else is a 404 or a conflict. */
async function lockedUnmatched(tx: EntityManager, id: string) {
  const email = await tx.findOne(Email, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
  if (!email || email.status !== 'received') throw new AppError('NOT_FOUND', 'Email not found');
  if ((await tx.count(Activity, { email })) > 0)
    throw new AppError('CONFLICT', 'This message is already on a record');
  return email;
}

/**
 * Puts an unmatched message on a record and on its account and contact, in one transaction; the
 * files it holds become documents there, as a matched message's do.
 */
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
    const held = heldFiles(email);
    if (held.length > 0)
      email.attachments = [
        ...email.attachments.filter((attachment) => attachment.kind !== 'received'),
        ...keepReceivedFiles(tx, held, records),
      ];
    await tx.flush();
    return toEmailDto(email, null);
  });
}

/** Discards an unmatched message (kept deleted, as every record is); the files it held leave the store once that is saved. */
export async function discardEmail({ em, files }: Services, id: string) {
  const held = await em.transactional(async (tx) => {
    const email = await lockedUnmatched(tx, id);
    email.deletedAt = new Date();
    const fileKeys = heldFiles(email).map((file) => file.fileKey);
    email.attachments = email.attachments.filter((attachment) => attachment.kind !== 'received');
    await tx.flush();
    return fileKeys;
  });
  await Promise.all(held.map((key) => files.delete(key)));
}
