import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareStatement, runPrepared, statementName } from '../../src/server/db/prepared-statements.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { Opportunity } from '../../src/server/db/entities/opportunity.ts';
import { leadAtAccount } from '../support/parties.ts';
import { directStaff } from '../support/caller.ts';

const PARAMETER = '\u0000parameter';
const isParameter = (value: unknown) => value === PARAMETER;

/**
 * A list's SQL runs as a named prepared statement (db/prepared-statements.ts,
 * records/compiled-queries.ts): its constants written in by MikroORM, its cursor bound as a
 * parameter, prepared once on each connection; a search picks its page's ids by plain SQL, and
 * the page by those ids is a prepared statement.
 */
describe('prepared statements', () => {
  let server: TestApp;

  beforeAll(async () => {
    server = await startTestApp();
  });
  afterAll(async () => {
    await server.close();
  });

  it('writes the constants in, binds the parameters, and is prepared once on its connection', async () => {
    await server.database.orm.em.fork().transactional(async (tx) => {
      const sql = "select ? as quoted, ?::text as bound, ? as number, ?::text as again, '?' as literal";
      const statement = prepareStatement(
        tx,
        sql.replace("'?'", "'\\?'"),
        ["O'Hare", PARAMETER, 7, PARAMETER],
        isParameter,
      );
      expect(statement.text).toContain(
        `'O''Hare' as quoted, $1::text as bound, 7 as number, $2::text as again`,
      );
      const name = statementName(statement.text);
      expect(name).toMatch(/^[\w-]{32}$/);
      // The same statement twice on one connection (the transaction's): parsed once, run twice.
      expect(await runPrepared(tx, statement, ['first', 'one'])).toEqual([
        { quoted: "O'Hare", bound: 'first', number: 7, again: 'one', literal: '?' },
      ]);
      expect(await runPrepared(tx, statement, ["it's", null])).toEqual([
        { quoted: "O'Hare", bound: "it's", number: 7, again: null, literal: '?' },
      ]);
      const prepared = await tx.execute<{ name: string; parameter_types: string }[]>(
        'select name, parameter_types::text from pg_prepared_statements where name = ?',
        [name],
      );
      expect(prepared).toEqual([{ name, parameter_types: '{text,text}' }]);
    });
  });

  it("runs a list's pages and total as prepared statements, a search's ids picked by SQL its page's statement runs", async () => {
    const { account } = await leadAtAccount(server, "O'Hare Supports");
    await server.database.orm.em.fork().transactional(async (tx) => {
      // Every call on the transaction's connection, whose prepared statements it can read.
      const staff = await directStaff(server, 'staff', 'Dana', () => tx);
      try {
        const filters = { accountId: account.id, pageSize: 1 };
        const first = await staff.caller.leads.list(filters);
        expect(first.items).toHaveLength(1);
        expect(first.next).toBeNull();
        expect((await staff.caller.leads.count(filters)).total).toBe(1);
        const after = await staff.caller.leads.list({ ...filters, after: first.items[0]!.id });
        expect(after.items).toEqual([]);
        expect((await staff.caller.leads.list({ ...filters, search: "o'hare" })).items).toHaveLength(1);
        expect((await staff.caller.leads.count({ ...filters, search: "o'hare" })).total).toBe(1);
        const statements = await tx.execute<{ statement: string; parameter_types: string }[]>(
          `select statement, parameter_types::text from pg_prepared_statements
            where statement like '%from "leads"%' order by prepare_time`,
        );
        // The first page, its total and the page after the cursor (the cursor twice: its sort key
        // and its id), then the searched page, whose one parameter is the SQL that picks its ids
        // (the search written in there), the account written in; the search itself in none.
        expect(statements.map((prepared) => prepared.parameter_types)).toEqual([
          '{}',
          '{}',
          '{uuid,uuid}',
          '{text}',
        ]);
        expect(statements[3]?.statement).toContain('picked_ids($1)');
        for (const { statement } of statements) {
          expect(statement).toMatch(/^\/\* statement [\w-]{32} \*\/ select /);
          expect(statement).toContain(`'${account.id}'`);
          expect(statement).not.toContain('hare');
        }
      } finally {
        await staff.close();
      }
    });
  });
  it("runs a board column's cards and the stage totals as prepared statements, a card cursor's time and id its parameters", async () => {
    const { account } = await leadAtAccount(server, 'Board Supports');
    const fork = server.database.orm.em.fork();
    const base = Date.parse('2026-03-02T00:00:00Z');
    // More cards than a column shows, in a stage of their own, so the column turns a page.
    for (let index = 0; index < 21; index += 1)
      fork.create(Opportunity, {
        name: `Prepared card ${index}`,
        account,
        stage: 'negotiation',
        probability: 60,
        stageChangedAt: new Date(base + index * 60_000),
      });
    await fork.flush();
    await server.database.orm.em.fork().transactional(async (tx) => {
      const staff = await directStaff(server, 'staff', 'Dana', () => tx);
      try {
        const first = await staff.caller.opportunities.boardColumn({ stage: 'negotiation' });
        expect(first.items.map((card) => card.name).slice(0, 2)).toEqual([
          'Prepared card 20',
          'Prepared card 19',
        ]);
        expect(first.nextCursor).not.toBeNull();
        const next = await staff.caller.opportunities.boardColumn({
          stage: 'negotiation',
          cursor: first.nextCursor,
        });
        expect(next.items.map((card) => card.name)).toContain('Prepared card 0');
        expect(next.nextCursor).toBeNull();
        const totals = await staff.caller.opportunities.boardTotals({});
        expect(totals.find((total) => total.stage === 'negotiation')?.count).toBe(21);
        const statements = await tx.execute<{ statement: string; parameter_types: string }[]>(
          `select statement, parameter_types::text from pg_prepared_statements
            where statement like '%from "opportunities"%' order by prepare_time`,
        );
        expect(statements.map((prepared) => prepared.parameter_types)).toEqual([
          '{}',
          '{"timestamp with time zone",uuid}',
          '{}',
        ]);
        for (const { statement } of statements)
          expect(statement).toMatch(/^\/\* statement [\w-]{32} \*\/ select /);
        expect(statements[0]?.statement).toContain("'negotiation'");
      } finally {
        await staff.close();
      }
    });
  });
  it("reads a record's detail as a prepared statement, its id the one parameter", async () => {
    const { lead, account } = await leadAtAccount(server, 'Detail Supports');
    await server.database.orm.em.fork().transactional(async (tx) => {
      const staff = await directStaff(server, 'staff', 'Dana', () => tx);
      try {
        const detail = await staff.caller.leads.byId({ id: lead.id });
        expect(detail.id).toBe(lead.id);
        expect(detail.accountName).toBe('Detail Supports');
        // Another lead's detail on the same connection: the same statement, bound to its id.
        const other = await leadAtAccount(server, 'Other Detail Supports');
        expect((await staff.caller.leads.byId({ id: other.lead.id })).accountName).toBe(
          'Other Detail Supports',
        );
        await expect(staff.caller.leads.byId({ id: account.id })).rejects.toThrow('Lead not found');
        const statements = await tx.execute<{ statement: string; parameter_types: string }[]>(
          `select statement, parameter_types::text from pg_prepared_statements
            where statement like '%beside_account_name%from leads r%'`,
        );
        expect(statements).toHaveLength(1);
        expect(statements[0]?.parameter_types).toBe('{uuid}');
        expect(statements[0]?.statement).toMatch(/^\/\* statement [\w-]{32} \*\/\s+select r\.\*/);
        expect(statements[0]?.statement).not.toContain(lead.id);
      } finally {
        await staff.close();
      }
    });
  });
});
