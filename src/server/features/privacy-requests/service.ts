import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { addDays } from '../../../shared/compliance.ts';
import type { PrivacyRequestKind, PrivacyRequestStatus } from '../../../shared/enums.ts';
import {
  PRIVACY_REQUEST_DAYS,
  type privacyRequestValuesSchema,
} from '../../../shared/schemas/privacy-request.ts';
import type { z } from 'zod';
import { Contact } from '../../db/entities/contact.ts';
import { PrivacyRequest } from '../../db/entities/privacy-request.ts';
import type { User } from '../../db/entities/user.ts';
import { AppError, fieldError } from '../../errors.ts';

type Values = z.output<typeof privacyRequestValuesSchema>;

/** A row of the register as the API answers it. */
export type PrivacyRequestRow = {
  id: string;
  kind: PrivacyRequestKind;
  requesterName: string;
  requesterEmail: string;
  contactId: string | null;
  receivedOn: string;
  dueOn: string;
  status: PrivacyRequestStatus;
  actionTaken: string | null;
  createdAt: Date;
};

const PAGE_SIZE = 50;

function rowOf(request: PrivacyRequest): PrivacyRequestRow {
  return {
    id: request.id,
    kind: request.kind,
    requesterName: request.requesterName,
    requesterEmail: request.requesterEmail,
    contactId: request.contact?.id ?? null,
    receivedOn: request.receivedOn,
    dueOn: request.dueOn,
    status: request.status,
    actionTaken: request.actionTaken ?? null,
    createdAt: request.createdAt,
  };
}

/** The values as the entity stores them: the due date is always the received date + 30 days. */
async function fieldsOf(tx: EntityManager, values: Values) {
  const contact = values.contactId ? await tx.findOne(Contact, values.contactId) : null;
  if (values.contactId && !contact) throw fieldError('contactId', 'Please choose a valid contact');
  return {
    kind: values.kind,
    requesterName: values.requesterName,
    requesterEmail: values.requesterEmail,
    contact,
    receivedOn: values.receivedOn,
    dueOn: addDays(values.receivedOn, PRIVACY_REQUEST_DAYS),
    status: values.status,
    actionTaken: values.actionTaken,
  };
}

/** The register, newest first, a page `after` a request's id (keyset). */
export async function listPrivacyRequests(em: EntityManager, after: string | undefined) {
  const rows = await em.getConnection().execute<{ id: string }[]>(
    `select r.id from privacy_requests r
     ${after ? 'where (r.created_at, r.id) < (select c.created_at, c.id from privacy_requests c where c.id = ?)' : ''}
     order by r.created_at desc, r.id desc limit ?`,
    [...(after ? [after] : []), PAGE_SIZE + 1],
  );
  const ids = rows.slice(0, PAGE_SIZE).map((row) => row.id);
  const found = await em.find(PrivacyRequest, { id: { $in: ids } });
  const byId = new Map(found.map((request) => [request.id, request]));
  return {
    items: ids.flatMap((id) => {
      const request = byId.get(id);
      return request ? [rowOf(request)] : [];
    }),
    next: rows.length > PAGE_SIZE ? (ids.at(-1) ?? null) : null,
  };
}

export async function createPrivacyRequest(em: EntityManager, user: User, values: Values) {
  return em.transactional(async (tx) => {
    const request = tx.create(PrivacyRequest, { ...(await fieldsOf(tx, values)), createdBy: user });
    await tx.flush();
    return rowOf(request);
  });
}

export async function updatePrivacyRequest(em: EntityManager, id: string, values: Values) {
  return em.transactional(async (tx) => {
    const request = await tx.findOne(PrivacyRequest, id, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!request) throw new AppError('NOT_FOUND', 'Privacy request not found');
    tx.assign(request, await fieldsOf(tx, values));
    await tx.flush();
    return rowOf(request);
  });
}
