import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareStatement, runPrepared, statementName } from '../../src/server/db/prepared-statements.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { leadAtAccount } from '../support/parties.ts';
import { directStaff } from '../support/caller.ts';

const PARAMETER = '\u0000parameter';
const isParameter = (value: unknown) => value === PARAMETER;

/**
 * A list's SQL runs as a named prepared statement (db/prepared-statements.ts): its constants
 * written in by MikroORM, its search and cursor bound as parameters, prepared once on each
 * connection and planned with each execution's values.
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

  it('runs a list page and its total as prepared statements, planned with their own values', async () => {
    const { account } = await leadAtAccount(server, "O'Hare Supports");
    await server.database.orm.em.fork().transactional(async (tx) => {
      expect(await tx.execute('show plan_cache_mode')).toEqual([{ plan_cache_mode: 'force_custom_plan' }]);
      // Every call on the transaction's connection, whose prepared statements it can read.
      const staff = await directStaff(server, 'staff', 'Dana', () => tx);
      try {
        const filters = { accountId: account.id };
        const page = await staff.caller.leads.list({ ...filters, search: "o'hare" });
        expect(page.items).toHaveLength(1);
        expect((await staff.caller.leads.count({ ...filters, search: "o'hare" })).total).toBe(1);
        expect((await staff.caller.leads.list({ ...filters, search: 'no such lead' })).items).toEqual([]);
        const statements = await tx.execute<{ statement: string; parameter_types: string }[]>(
          `select statement, parameter_types::text from pg_prepared_statements
            where statement like '%from "leads"%' order by prepare_time`,
        );
        // The page's and the total's: the account written in, the search pattern a parameter.
        expect(statements).toHaveLength(2);
        for (const { statement, parameter_types } of statements) {
          expect(statement).toMatch(/^\/\* statement [\w-]{32} \*\/ select /);
          expect(statement).toContain(`'${account.id}'`);
          expect(statement).not.toContain("o''hare");
          expect(parameter_types).toBe('{text}');
        }
      } finally {
        await staff.close();
      }
    });
  });
});
