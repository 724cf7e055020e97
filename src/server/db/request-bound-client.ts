import { RequestContext } from '@mikro-orm/core';
import pg from 'pg';
import { statementName } from './prepared-statements.ts';

/** A statement of an HTTP request that had no answer in time; isDatabaseUnavailable reads it as an outage. */
class RequestStatementTimeout extends Error {
  readonly code = 'ETIMEDOUT';
  constructor(limitMs: number) {
    super(`The database did not answer a request's statement within ${limitMs} ms`);
  }
}

/**
 * pg's Client, which runs the SQL of a prepared statement (prepared-statements.ts) under its
 * name, and whose statements made while serving an HTTP request (inside MikroORM's
 * RequestContext, which app.ts opens for each request) wait at most `requestTimeoutMs` for their
 * answer; statements of jobs and start-up keep the pool's longer limits. A statement past its
 * limit ends its connection: the request fails at once (503), any statement queued behind it on
 * that connection too, and the pool drops the connection instead of lending it out still busy.
 * PostgreSQL rolls back a transaction whose client has gone, unless its COMMIT was already sent:
 * a 503 may follow a stored write, but a success never a lost one.
 */
export function requestBoundClient(requestTimeoutMs: number): typeof pg.Client {
  class RequestBoundClient extends pg.Client {}
  // pg's own query, taken off its prototype to be called on each client (its overloads as one signature).
  const query = Object.getOwnPropertyDescriptor(pg.Client.prototype, 'query')?.value as (
    this: pg.Client,
    ...args: unknown[]
  ) => unknown;
  function boundQuery(this: pg.Client, ...args: unknown[]): unknown {
    const [text, values] = args;
    const name = typeof text === 'string' && Array.isArray(values) ? statementName(text) : null;
    const result = name ? query.call(this, { name, text, values }) : query.apply(this, args);
    // Streams (cursors) and callbacks are left as they are: MikroORM's statements are promises.
    if (!(result instanceof Promise) || !RequestContext.currentRequestContext()) return result;
    const timer = setTimeout(
      () => this.connection.stream.destroy(new RequestStatementTimeout(requestTimeoutMs)),
      requestTimeoutMs,
    );
    return result.finally(() => clearTimeout(timer));
  }
  RequestBoundClient.prototype.query = boundQuery as pg.Client['query'];
  return RequestBoundClient;
}
