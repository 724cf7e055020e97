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
 * pg's Client, which runs the SQL of a prepared statement (prepared-statements.ts) under its
 * name, and whose statements wait a limited time for their answer: those made while serving an
 * HTTP request (inside MikroORM's RequestContext, which app.ts opens for each request)
 * `requestTimeoutMs`, the others (jobs, start-up) `readTimeoutMs`. A statement past its limit
 * ends its connection: its caller fails at once (a request with a 503), any statement queued
 * behind it on that connection too, and the pool drops the connection instead of lending it out
 * still busy. PostgreSQL rolls back a transaction whose client has gone, unless its COMMIT was
 * already sent: a 503 may follow a stored write, but a success never a lost one.
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
    const timeOut = () => this.connection.stream.destroy(new StatementTimeout(limitMs));
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
      const timer = setTimeout(timeOut, limitMs);
      return result.finally(() => clearTimeout(timer));
    }
    const name = values ? statementName(text) : null;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(timeOut, limitMs);
      const answered: Callback = (error, result) => {
        clearTimeout(timer);
        if (error) reject(error);
        else resolve(result);
      };
      query.call(this, name ? { name, text, values } : { text, values }, answered);
    }).catch((error: unknown) => {
      // As pg's promise does: a stack that leads back through the awaits to the statement, not
      // to the socket's read.
      if (error instanceof Error) Error.captureStackTrace(error);
      throw error;
    });
  }
  RequestBoundClient.prototype.query = boundQuery as pg.Client['query'];
  return RequestBoundClient;
}
