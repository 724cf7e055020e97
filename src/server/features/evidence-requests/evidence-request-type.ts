import { raw } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { EvidenceItemStatus } from '../../../shared/enums.ts';
import { fullName } from '../../../shared/format.ts';
import type {
  EvidenceRequestListInput,
  EvidenceRequestValues,
} from '../../../shared/schemas/evidence-request.ts';
import { Document } from '../../db/entities/document.ts';
import { EvidenceRequest, EvidenceRequestItem } from '../../db/entities/evidence-request.ts';
import { fieldError } from '../../errors.ts';
import { ascending, newestFirst } from '../records/list-query.ts';
import { liveAccount, liveContactOf } from '../records/parties.ts';
import type { ListQuery, ListRow, RecordType } from '../records/record-type.ts';

/** One count of a request's items as a column. */
function itemCount(name: string, condition: string) {
  return raw(
    `(select count(*)::int from evidence_request_items i where i.request_id = r.id and ${condition}) as ${name}`,
  );
}

type EvidenceRequestColumns = {
  linked_account_id: string;
  account_name: string;
  linked_contact_id: string;
  contact_first_name: string;
  contact_last_name: string;
  item_count: number;
  received_count: number;
  accepted_count: number;
};

/**
 * What a request's list and read join to its own columns: its account's and contact's names and
 * how far it is (items asked for, received: a file waiting or accepted, accepted).
 */
function selectSummary(qb: ListQuery<EvidenceRequest>) {
  return qb
    .join('r.account', 'a')
    .join('r.contact', 'c')
    .select([
      'a.id as linked_account_id',
      'a.name as account_name',
      'c.id as linked_contact_id',
      raw('c.first_name as contact_first_name'),
      raw('c.last_name as contact_last_name'),
      itemCount('item_count', 'true'),
      itemCount('received_count', "i.status in ('received', 'accepted')"),
      itemCount('accepted_count', "i.status = 'accepted'"),
    ]);
}

export function toEvidenceRequestRow(row: ListRow<EvidenceRequest, EvidenceRequestColumns>) {
  return {
    id: row.id,
    title: row.title,
    dueDate: row.dueDate,
    sentAt: row.sentAt ?? null,
    account: { id: row.linked_account_id, name: row.account_name },
    contact: {
      id: row.linked_contact_id,
      name: fullName({ firstName: row.contact_first_name, lastName: row.contact_last_name }),
    },
    progress: { items: row.item_count, received: row.received_count, accepted: row.accepted_count },
    createdAt: row.createdAt,
  };
}
export type EvidenceRequestRow = ReturnType<typeof toEvidenceRequestRow>;

/** One item as staff see it, with the evidence documents uploaded for it, newest first. */
export type EvidenceItemRow = {
  id: string;
  title: string;
  standard: string | null;
  status: EvidenceItemStatus;
  staffComment: string | null;
  documents: { id: string; title: string; fileName: string; createdAt: Date }[];
};

export type EvidenceRequestDetail = EvidenceRequestRow & { items: EvidenceItemRow[] };

async function readEvidenceRequest(em: EntityManager, id: string): Promise<EvidenceRequestDetail | null> {
  const qb = selectSummary(em.createQueryBuilder(EvidenceRequest, 'r')).addSelect('r.*').andWhere({ id });
  await qb.applyFilters();
  const [row] = await qb.execute<ListRow<EvidenceRequest, EvidenceRequestColumns>[]>('all');
  if (!row) return null;
  const items = await em.find(EvidenceRequestItem, { request: id }, { orderBy: { position: 'asc' } });
  const documents = await em.find(
    Document,
    { evidenceItem: { $in: items.map((item) => item.id) } },
    { orderBy: { createdAt: 'desc', id: 'desc' } },
  );
  return {
    ...toEvidenceRequestRow(row),
    items: items.map((item) => ({
      id: item.id,
      title: item.title,
      standard: item.standard ?? null,
      status: item.status,
      staffComment: item.staffComment ?? null,
      documents: documents
        .filter((document) => document.evidenceItem?.id === item.id)
        .map(({ id, title, fileName, createdAt }) => ({ id, title, fileName, createdAt })),
    })),
  };
}

async function resolveParties(tx: EntityManager, values: EvidenceRequestValues) {
  const account = await liveAccount(tx, values.accountId, 'Please choose an account');
  const contact = await liveContactOf(tx, account, values.contactId, 'Please choose a contact');
  return { account, contact };
}

/**
 * The request's items as the form lists them, in its order: an item keeps its id, status and
 * comment; a new one is requested; one left out is removed unless something was received for it.
 */
async function writeItems(
  tx: EntityManager,
  request: EvidenceRequest,
  values: EvidenceRequestValues,
  existing: EvidenceRequestItem[],
) {
  const kept = new Set(values.items.flatMap((item) => (item.id ? [item.id] : [])));
  for (const item of existing) {
    if (kept.has(item.id)) continue;
    if (item.status !== 'requested') {
      throw fieldError('items', `'${item.title}' was received already and stays on the request`);
    }
    tx.remove(item);
  }
  // Positions are unique per request: park the kept rows out of the way before numbering them.
  if (existing.length > 0) {
    existing.forEach((item, index) => (item.position = -1 - index));
    await tx.flush();
  }
  values.items.forEach((value, position) => {
    const item = value.id ? existing.find((known) => known.id === value.id) : null;
    if (value.id && !item) throw fieldError('items', 'An item of this request was not found');
    if (item) tx.assign(item, { title: value.title, standard: value.standard, position });
    else tx.create(EvidenceRequestItem, { request, title: value.title, standard: value.standard, position });
  });
}

/**
 * Evidence requests: documents asked of an account's contact before an audit, by a due date.
 * Their own rules: the account is live and the contact belongs to it; items received stay.
 * Sending, the public page, reviews and reminders are the feature's own (service.ts).
 */
export const evidenceRequestType: RecordType<
  EvidenceRequest,
  EvidenceRequestValues,
  EvidenceRequestRow,
  EvidenceRequestListInput,
  EvidenceRequestColumns,
  EvidenceRequestDetail
> = {
  label: 'Evidence request',
  entity: EvidenceRequest,
  list: {
    query: (qb, _em, { accountId, open }) => {
      if (accountId) qb.andWhere({ account: accountId });
      if (open) {
        qb.andWhere(
          "exists (select 1 from evidence_request_items i where i.request_id = r.id and i.status <> 'accepted')",
        );
      }
    },
    display: (qb) => {
      selectSummary(qb);
    },
    sorts: { due: ascending('r.due_date'), newest: newestFirst },
    toRow: toEvidenceRequestRow,
  },
  read: readEvidenceRequest,
  async create(tx, values) {
    const request = tx.create(EvidenceRequest, {
      title: values.title,
      dueDate: values.dueDate,
      ...(await resolveParties(tx, values)),
    });
    await writeItems(tx, request, values, []);
    return request;
  },
  async update(tx, request, values) {
    tx.assign(request, {
      title: values.title,
      dueDate: values.dueDate,
      ...(await resolveParties(tx, values)),
    });
    await writeItems(tx, request, values, await tx.find(EvidenceRequestItem, { request }));
  },
};
