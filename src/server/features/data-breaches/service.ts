import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { z } from 'zod';
import type { BreachDecision } from '../../../shared/enums.ts';
import type { dataBreachValuesSchema } from '../../../shared/schemas/data-breach.ts';
import { DataBreach } from '../../db/entities/data-breach.ts';
import type { User } from '../../db/entities/user.ts';
import { AppError } from '../../errors.ts';

type Values = z.output<typeof dataBreachValuesSchema>;

/** A row of the register as the API answers it. */
export type DataBreachRow = {
  id: string;
  whatHappened: string;
  foundOn: string;
  assessedBy: string | null;
  decision: BreachDecision;
  oaicNotifiedOn: string | null;
  peopleNotifiedOn: string | null;
  notes: string | null;
  createdAt: Date;
};

const PAGE_SIZE = 50;

function rowOf(breach: DataBreach): DataBreachRow {
  return {
    id: breach.id,
    whatHappened: breach.whatHappened,
    foundOn: breach.foundOn,
    assessedBy: breach.assessedBy ?? null,
    decision: breach.decision,
    oaicNotifiedOn: breach.oaicNotifiedOn ?? null,
    peopleNotifiedOn: breach.peopleNotifiedOn ?? null,
    notes: breach.notes ?? null,
    createdAt: breach.createdAt,
  };
}

/** The register, newest first, a page `after` a breach's id (keyset). */
export async function listDataBreaches(em: EntityManager, after: string | undefined) {
  const rows = await em.execute<{ id: string }[]>(
    `select r.id from data_breaches r
     ${after ? 'where (r.created_at, r.id) < (select c.created_at, c.id from data_breaches c where c.id = ?)' : ''}
     order by r.created_at desc, r.id desc limit ?`,
    [...(after ? [after] : []), PAGE_SIZE + 1],
  );
  const ids = rows.slice(0, PAGE_SIZE).map((row) => row.id);
  const byId = new Map(
    (await em.find(DataBreach, { id: { $in: ids } })).map((breach) => [breach.id, breach]),
  );
  return {
    items: ids.flatMap((id) => {
      const breach = byId.get(id);
      return breach ? [rowOf(breach)] : [];
    }),
    next: rows.length > PAGE_SIZE ? (ids.at(-1) ?? null) : null,
  };
}

export async function createDataBreach(em: EntityManager, user: User, values: Values) {
  return em.transactional(async (tx) => {
    const breach = tx.create(DataBreach, { ...values, createdBy: user });
    await tx.flush();
    return rowOf(breach);
  });
}

export async function updateDataBreach(em: EntityManager, id: string, values: Values) {
  return em.transactional(async (tx) => {
    const breach = await tx.findOne(DataBreach, id, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!breach) throw new AppError('NOT_FOUND', 'Data breach not found');
    tx.assign(breach, values);
    await tx.flush();
    return rowOf(breach);
  });
}
