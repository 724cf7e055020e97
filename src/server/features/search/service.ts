import type { EntityManager } from '@mikro-orm/postgresql';
import { GLOBAL_SEARCH_PER_TYPE, searchDigits } from '../../../shared/schemas/search.ts';
import { escapeLike, searchTextCondition, searchTextParameters } from '../../db/search.ts';
import { searchedTypes } from './searched-types.ts';
import { live } from '../../db/entities/soft-delete.ts';

type Hit = { id: string; label: string; detail: string | null };
type HitRow = Hit & { path: string };

/**
 * Global search: up to GLOBAL_SEARCH_PER_TYPE live records of each type whose search text holds
 * the query (as the lists search), or, for a query of digits, whose phone numbers or ABN hold
 * those digits; one statement, each part served by a trigram index. Groups in the types'
 * order, each by label.
 */
export async function globalSearch(em: EntityManager, query: string) {
  const digits = searchDigits(query);
  const parts: string[] = [];
  const params: string[] = [];
  for (const type of searchedTypes) {
    const byDigits = digits && type.digits ? ` or ${type.digits} like ?` : '';
    parts.push(
      `(select ?::text as path, hit.* from (${type.select}
         where ${live('r')} and (${searchTextCondition('r.search_text')}${byDigits})
         limit ${GLOBAL_SEARCH_PER_TYPE}) as hit)`,
    );
    params.push(type.path, ...searchTextParameters(query));
    if (byDigits && digits) params.push(`%${escapeLike(digits)}%`);
  }
  const rows = await em.execute<HitRow[]>(`${parts.join(' union all ')} order by path, label`, params);
  return searchedTypes.map(({ path }) => ({
    path,
    hits: rows.filter((row) => row.path === path).map(({ id, label, detail }) => ({ id, label, detail })),
  }));
}
