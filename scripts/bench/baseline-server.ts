/**
 * The bench's bare baseline: Fastify and `pg`, no ORM, no tRPC, no session check, running the
 * best SQL for the leads list's first page and a search (keyset page of 24 from the sort index
 * or the trigram index) and for their total (the same bounded count and estimate, in one
 * statement, as the app). A page reads what the app's page shows: each lead with its account and
 * contact, and the table view's owner, next open task and last activity
 * (records/table-columns.ts). Without a search the page and the count run as named prepared
 * statements; with one, the search's SQL is written with its values and planned at each call:
 * a page's ids are picked by it first, in the page's statement (`picked_ids`), as the app runs
 * its lists' (records/list-query.ts, records/compiled-queries.ts).
 * `npm run bench` runs it beside the app on the same database; it prints its port when listening.
 * Usage: node scripts/bench/baseline-server.ts <DATABASE_URL>
 */
import Fastify from 'fastify';
import pg from 'pg';
import { searchTextCondition, searchTextParameters } from '../../src/server/db/search.ts';

const EXACT_COUNT_LIMIT = 1000;
const PAGE_SIZE = 24;

const pool = new pg.Pool({ connectionString: process.argv[2], max: 10 });
const app = Fastify();

// The app's search condition (db/search.ts), its `?` placeholders numbered as pg wants them.
let placeholder = 0;
const searchCondition = searchTextCondition('l.search_text').replace(/\?/g, () => `$${(placeholder += 1)}`);
const where = (search: string) => `l.deleted_at is null${search ? ` and ${searchCondition}` : ''}`;

const searchParams = (search: string): string[] => (search ? searchTextParameters(search) : []);

/** The leads `where` with the search's values written in (SQL for `planned_rows` and `picked_ids`). */
const whereWritten = (search: string) =>
  searchParams(search).reduce(
    (sql, value, index) => sql.replace(`$${index + 1}`, () => pg.escapeLiteral(value)),
    where(search),
  );

// The page's columns for the leads `where` picks: each with its account and contact, and the table
// view's owner, next open task and last activity.
const pageSql = (condition: string) =>
  `select l.id, l.title, l.enquiry_type, l.status, l.priority, l.description, l.estimated_value, l.probability,
          l.expected_close_date, l.lead_score, l.created_at, a.id as account_id, a.name as account_name,
          c.id as contact_id, c.first_name, c.last_name, l.assigned_to as owner_id,
          (select concat_ws(' ', p.first_name, p.last_name) from profiles p where p.id = l.assigned_to) as owner_name,
          (select json_build_object('id', t.id, 'title', t.title, 'dueDate', t.due_date) from tasks t
            where t.lead_id = l.id and t.status = 'open' and t.deleted_at is null
            order by t.due_date, coalesce(t.due_time, '24:00'::time), t.id limit 1) as next_task,
          (select max(v.created_at) from activities v where v.lead_id = l.id) as last_activity_at
     from leads l join accounts a on a.id = l.account_id join contacts c on c.id = l.contact_id
    where ${condition}
    order by l.created_at desc, l.id desc limit ${PAGE_SIZE + 1}`;

/**
 * Without a search, one prepared statement. With one, as the app does (records/list-query.ts),
 * the page by the ids its search picks from the leads alone (planned for the search, inside
 * `picked_ids`): planned as one statement with its joins, a rare search now and then got a walk
 * of the sort index that read the whole table (20 calls a second).
 */
async function leadsPage(search: string) {
  const { rows } = search
    ? await pool.query({
        name: 'page by ids',
        text: pageSql('l.id = any((select picked_ids($1))::uuid[])'),
        values: [
          `select l.id from leads l where ${whereWritten(search)} order by l.created_at desc, l.id desc limit ${PAGE_SIZE + 1}`,
        ],
      })
    : await pool.query({ name: 'page', text: pageSql(where('')) });
  return { items: rows.slice(0, PAGE_SIZE), next: rows.length > PAGE_SIZE };
}

/**
 * The app's count (records/list-query.ts): one statement, counting up to the limit and, past it,
 * the planner's estimate (`planned_rows`, of the same query with its values written in).
 */
async function leadsCount(search: string) {
  const params = searchParams(search);
  const counted = await pool.query<{ rows: number; planned: number | null }>({
    name: search ? undefined : 'count',
    text: `select rows, case when rows > ${EXACT_COUNT_LIMIT} then planned_rows($${params.length + 1}) end as planned
             from (select count(*)::int as rows
                     from (select 1 from leads l where ${where(search)} limit ${EXACT_COUNT_LIMIT + 1}) limited) counted`,
    values: [...params, `select 1 from leads l where ${whereWritten(search)}`],
  });
  const [row] = counted.rows;
  const total = row?.rows ?? 0;
  if (total <= EXACT_COUNT_LIMIT) return { total };
  return { total: Math.max(EXACT_COUNT_LIMIT, Math.round(row?.planned ?? 0)) };
}

type LeadsQuery = { Querystring: { search?: string } };
app.get<LeadsQuery>('/leads', async (request) => leadsPage(request.query.search ?? ''));
app.get<LeadsQuery>('/leads/count', async (request) => leadsCount(request.query.search ?? ''));

await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
console.log(typeof address === 'object' && address ? address.port : 0);
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => void app.close().then(() => pool.end()));
