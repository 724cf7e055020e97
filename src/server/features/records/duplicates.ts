import type { EntityClass } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import {
  DUPLICATE_PAIRS_PER_PAGE,
  type DuplicateMatch,
  type DuplicatePair,
} from '../../../shared/schemas/duplicates.ts';
import type { DuplicateRules, RecordEntity } from './record-type.ts';
import { live } from '../../db/entities/soft-delete.ts';

/** The SQL of a type's duplicate rules, whatever its entity and values. */
type RulesSql = Pick<DuplicateRules<unknown, unknown>, 'name' | 'rules' | 'settings'>;

/** Why a rule says two records are alike, by its number. */
const reasonOf = (rules: RulesSql, rule: number) => rules.rules[rule]?.reason ?? '';

/** Likely duplicates shown before a save. */
const MATCHES_SHOWN = 5;

/**
 * Records checked by one call of the possible duplicates view: each is an index probe per rule,
 * so a call stays quick however many records there are, and the view goes on from where it stopped.
 */
export const RECORDS_CHECKED_PER_CALL = 2000;

type MatchRow = { id: string; name: string; rule: number };
type PairRow = { first_id: string; first_name: string; second_id: string; second_name: string; rule: number };

/** Reads with the rules' settings (`set local`, so they end with the transaction). */
function withSettings<T>(em: EntityManager, rules: RulesSql, read: (tx: EntityManager) => Promise<T>) {
  return em.transactional(async (tx) => {
    for (const setting of rules.settings ?? []) await tx.execute(`set local ${setting}`);
    return read(tx);
  });
}

/**
 * For each rule, the live records `d` of the table it holds for with the row `r`, each with the
 * rule's number; one branch per rule so each is read from its own index.
 */
function matchesOf(table: string, rules: RulesSql, from: string, where: string) {
  return rules.rules
    .map(
      ({ matches }, rule) =>
        `(select d.id, ${rules.name('d')} as name, ${rule} as rule from ${from} join "${table}" d
           on ${live('d')} and ${where} and (${matches}))`,
    )
    .join(' union all ');
}

/** The live records likely the same as the form's values (another record's, when editing), with why. */
export function likelyDuplicates<Entity extends RecordEntity, Values>(
  em: EntityManager,
  entity: EntityClass<Entity>,
  rules: DuplicateRules<Entity, Values>,
  values: Values,
  exceptId: string | null,
): Promise<DuplicateMatch[]> {
  const row = Object.fromEntries(
    Object.entries(rules.columns).map(([name, column]) => [name, column.value(values)]),
  );
  return likelyDuplicatesOfRow(em, entity, rules, row, exceptId);
}

/**
 * The live records likely the same as a row given by the columns the rules read (a column not
 * given is empty): what another form proposes to create, such as a lead's quick create.
 */
export async function likelyDuplicatesOfRow<Entity extends RecordEntity, Values>(
  em: EntityManager,
  entity: EntityClass<Entity>,
  rules: DuplicateRules<Entity, Values>,
  row: Readonly<Record<string, string | null>>,
  exceptId: string | null,
): Promise<DuplicateMatch[]> {
  const table = em.getMetadata(entity).tableName;
  const columns = Object.entries(rules.columns);
  const valuesRow = `(select ${columns.map(([name, { sqlType }]) => `?::${sqlType} as "${name}"`).join(', ')}) r`;
  const params = columns.map(([name]) => row[name] ?? null);
  // A materialized CTE is planned for all of its rows, not for the few the limit reads: planned
  // for those, a rule such as a trigram similarity scanned the table until enough rows passed
  // (the planner takes the similarity of a row to cost next to nothing; 25 against 4 ms through
  // the index at 20,000 accounts on PostgreSQL 18). Its rows are still read as the limit asks.
  const sql = `with m as materialized (${matchesOf(table, rules, valuesRow, 'd.id is distinct from ?::uuid')})
    select * from m limit ${MATCHES_SHOWN * rules.rules.length}`;
  const rows = await withSettings(em, rules, (tx) =>
    tx.execute<MatchRow[]>(
      sql,
      rules.rules.flatMap(() => [...params, exceptId]),
    ),
  );
  const seen = new Set<string>();
  return rows
    .filter(({ id }) => !seen.has(id) && seen.add(id))
    .slice(0, MATCHES_SHOWN)
    .map(({ id, name, rule }) => ({ id, name, reason: reasonOf(rules, rule) }));
}

/**
 * The live record a merged record went into, following later merges, or null: where an old link
 * to the merged record sends people.
 */
export async function mergedInto<Entity extends RecordEntity, Values>(
  em: EntityManager,
  entity: EntityClass<Entity>,
  rules: DuplicateRules<Entity, Values>,
  id: string,
): Promise<{ id: string; name: string } | null> {
  const table = em.getMetadata(entity).tableName;
  const [survivor] = await em.execute<{ id: string; name: string }[]>(
    `with recursive chain(id, depth) as (
       select merged_into_id, 1 from "${table}" where id = ? and merged_into_id is not null
       union all
       select r.merged_into_id, chain.depth + 1 from chain join "${table}" r on r.id = chain.id
        where r.merged_into_id is not null and chain.depth < 20)
     select a.id, ${rules.name('a')} as name from chain join "${table}" a on a.id = chain.id
      where ${live('a')} limit 1`,
    [id],
  );
  return survivor ?? null;
}

/**
 * A page of the 'Possible duplicates' view: pairs of live records (each pair once, the first by
 * id) among the next records after `after`, by id. `next` goes on from there; null when every
 * record has been checked.
 */
export async function possibleDuplicates<Entity extends RecordEntity, Values>(
  em: EntityManager,
  entity: EntityClass<Entity>,
  rules: DuplicateRules<Entity, Values>,
  after: string | null,
): Promise<{ pairs: DuplicatePair[]; next: string | null }> {
  const table = em.getMetadata(entity).tableName;
  const start = after ?? '00000000-0000-0000-0000-000000000000';
  return withSettings(em, rules, async (tx) => {
    const [range] = await tx.execute<{ last: string; checked: number }[]>(
      `select id as last, count(*) over ()::int as checked from
         (select id from "${table}" where deleted_at is null and id > ? order by id limit ${RECORDS_CHECKED_PER_CALL}) s
       order by id desc limit 1`,
      [start],
    );
    if (!range) return { pairs: [], next: null };
    const { last, checked } = range;
    // Each pair once: the second record's id is above the first's. That condition stays outside
    // the rules' branches (`offset 0`), else the planner reads the id index for every record.
    const rows = await tx.execute<PairRow[]>(
      `select r.id as first_id, ${rules.name('r')} as first_name, m.id as second_id, m.name as second_name, m.rule
         from "${table}" r cross join lateral (
           select * from (select * from (${matchesOf(table, rules, '(select 1) one', 'd.id <> r.id')}) u offset 0) m
            where m.id > r.id order by m.id limit 1
         ) m
        where ${live('r')} and r.id > ? and r.id <= ?
        order by r.id limit ${DUPLICATE_PAIRS_PER_PAGE + 1}`,
      [start, last],
    );
    const pairs = rows.slice(0, DUPLICATE_PAIRS_PER_PAGE).map((row) => ({
      first: { id: row.first_id, name: row.first_name },
      second: { id: row.second_id, name: row.second_name },
      reason: reasonOf(rules, row.rule),
    }));
    // A full page goes on after its last pair's first record; else after the last record checked.
    const lastPair = rows.length > DUPLICATE_PAIRS_PER_PAGE ? pairs.at(-1) : undefined;
    if (lastPair) return { pairs, next: lastPair.first.id };
    return { pairs, next: checked === RECORDS_CHECKED_PER_CALL ? last : null };
  });
}
