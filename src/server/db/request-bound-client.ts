import { RequestContext } from '@mikro-orm/core';
import pg from 'pg';
import { statementName } from './prepared-statements.ts';

/** A statement that had no answer in time; isDatabaseUnavailable reads it as an outage. */
class StatementTimeout extends Error {
  readonly code = 'ETIMEDOUT';
  constructor(limitMs: number) {
    super(`The database did not answer a statement within ${limitMs} ms`);
  }
}

type Callback = (error: Error | null, result: unknown) => void;

/**
 * Rethrows a statement's error with a stack that leads back through the awaits to the statement,
 * as pg's promise does, not to the socket's read.
 */
function withCallersStack(error: unknown): never {
  if (error instanceof Error) Error.captureStackTrace(error);
  throw error;
}

/** Ends the client's connection, failing its statement (and any queued behind it) as unanswered in time. */
const endConnection = (client: pg.Client, limitMs: number) =>
  client.connection.stream.destroy(new StatementTimeout(limitMs));

/** pg's connection, with the statements it has prepared by name (pg's own record of them). */
type PreparingConnection = pg.Connection & { parsedStatements: Record<string, string> };

/** PostgreSQL's refusal of a prepared statement whose columns a table change has changed. */
const changedResultType = (error: unknown) =>
  error instanceof Error &&
  (error as Error & { code?: string }).code === '0A000' &&
  error.message === 'cached plan must not change result type';

/**
 * pg's Client, which runs the SQL of a prepared statement (prepared-statements.ts) under its
 * name, and whose statements wait a limited time for their answer: those made while serving an
 * HTTP request (inside MikroORM's RequestContext, which app.ts opens for each request)
 * `requestTimeoutMs`, the others (jobs, start-up) `readTimeoutMs`. A statement past its limit
 * ends its connection: its caller fails at once (a request with a 503), any statement queued
 * behind it on that connection too, and the pool drops the connection instead of lending it out
 * still busy. PostgreSQL rolls back a transaction whose client has gone, unless its COMMIT was
 * already sent: a 503 may follow a stored write, but a success never a lost one. A prepared
 * statement that PostgreSQL refuses because a migration changed its columns is prepared again
 * (forgetStatement).
 *
 * The limit is kept here, not with pg's `query_timeout`, and each statement is given to pg with
 * its callback. pg's promise and its `query_timeout` both give a query its callback after pg made
 * it, and V8 then kept every answer's rows alive through the next scavenges: a list call's rows
 * went on to the old generation, which under load was collected twice a second, and the young
 * generation grew to its cap (README: "Rows that outlived their call").
 */
export function requestBoundClient(requestTimeoutMs: number, readTimeoutMs: number): typeof pg.Client {
  class RequestBoundClient extends pg.Client {}
  // pg's own query, taken off its prototype to be called on each client (its overloads as one signature).
  const query = Object.getOwnPropertyDescriptor(pg.Client.prototype, 'query')?.value as (
    this: pg.Client,
    ...args: unknown[]
  ) => unknown;
  function boundQuery(this: pg.Client, ...args: unknown[]): unknown {
    const limitMs = RequestContext.currentRequestContext() ? requestTimeoutMs : readTimeoutMs;
    const [text, values, callback] = args;
    if (
      typeof text !== 'string' ||
      (values !== undefined && !Array.isArray(values)) ||
      callback !== undefined
    ) {
      // Other forms (a config object, a callback, a stream): the server's statements come as
      // text and values from MikroORM, so these are rare and keep pg's own way.
      const result = query.apply(this, args);
      if (!(result instanceof Promise)) return result;
      const timer = setTimeout(() => endConnection(this, limitMs), limitMs);
      return result.finally(() => clearTimeout(timer));
    }
    const name = values ? statementName(text) : null;
    const run = () => answer(this, limitMs, name ? { name, text, values } : { text, values });
    return run().catch(async (error: unknown) => {
      if (name && changedResultType(error) && (await forgetStatement(this, limitMs, name)))
        return run().catch(withCallersStack);
      return withCallersStack(error);
    });
  }

  /** Runs one statement with its callback, and ends the connection past `limitMs`. */
  const answer = (client: pg.Client, limitMs: number, config: object) =>
    new Promise((resolve, reject) => {
      const timer = setTimeout(() => endConnection(client, limitMs), limitMs);
      const answered: Callback = (error, result) => {
        clearTimeout(timer);
        if (error) reject(error);
        else resolve(result);
      };
      query.call(client, config, answered);
    });

  /**
   * A migration changed a table a prepared statement reads every column of (`r.*`) since it was
   * prepared on this connection (another instance migrated: a rolling deploy), and PostgreSQL
   * refuses the statement from then on. Deallocated and forgotten, it is prepared again with the
   * table's new columns. Inside a transaction the refusal has ended it, so the deallocation fails
   * and the caller gets the refusal (answers false).
   */
  async function forgetStatement(client: pg.Client, limitMs: number, name: string): Promise<boolean> {
    try {
      await answer(client, limitMs, { text: `deallocate "${name}"` });
    } catch {
      return false;
    }
    delete (client.connection as PreparingConnection).parsedStatements[name];
    return true;
  }

  RequestBoundClient.prototype.query = boundQuery as pg.Client['query'];
  return RequestBoundClient;
}
