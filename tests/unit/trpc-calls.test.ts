import superjson from 'superjson';
import { describe, expect, it } from 'vitest';
import { appRouter } from '../../src/server/router.ts';
import { readProcedureCall, type HttpCall } from '../../src/server/trpc-calls.ts';

const get = (
  path: string,
  query: Record<string, unknown> = {},
  headers: Record<string, unknown> = {},
): HttpCall => ({
  method: 'GET',
  path,
  query,
  headers,
  body: undefined,
});
const post = (path: string, body: unknown, contentType = 'application/json', query = {}): HttpCall => ({
  method: 'POST',
  path,
  query,
  headers: { 'content-type': contentType },
  body,
});
const encoded = (input: unknown) => JSON.stringify(superjson.serialize(input));
const read = (http: HttpCall) => readProcedureCall(appRouter, 3, http);

describe('readProcedureCall', () => {
  it('reads queries as a GET and mutations as a POST of JSON, inputs decoded', () => {
    const since = new Date('2026-11-01T00:00:00.000Z');
    expect(read(get('leads.list', { input: encoded({ search: 'audit' }) }))).toEqual({
      type: 'query',
      paths: ['leads.list'],
      isBatch: false,
      inputs: [{ search: 'audit' }],
    });
    expect(read(get('dashboard.stats'))).toEqual({
      type: 'query',
      paths: ['dashboard.stats'],
      isBatch: false,
      inputs: [undefined],
    });
    const batch = JSON.stringify({ 1: superjson.serialize({ since }) });
    expect(read(get('leads.count%2Cleads.list', { batch: '1', input: batch }))).toEqual({
      type: 'query',
      paths: ['leads.count', 'leads.list'],
      isBatch: true,
      inputs: [undefined, { since }],
    });
    expect(
      read(post('leads.create', encoded({ title: 'Audit' }), 'application/json; charset=utf-8')),
    ).toEqual({
      type: 'mutation',
      paths: ['leads.create'],
      isBatch: false,
      inputs: [{ title: 'Audit' }],
    });
  });

  it('leaves every other request to resolveResponse', () => {
    expect(read(get('leads.create'))).toBeNull();
    expect(read(post('leads.list', encoded({})))).toBeNull();
    expect(read(get('leads.nothing'))).toBeNull();
    expect(read(get('toString'))).toBeNull();
    expect(read(get('leads.list', { input: '{' }))).toBeNull();
    expect(read(get('leads.list', { input: ['a', 'b'] }))).toBeNull();
    expect(read(get('leads.list%', {}))).toBeNull();
    expect(read(get('leads.list', { batch: '1', input: '[1]' }))).toBeNull();
    expect(read(get('leads.list,leads.list,leads.list,leads.list', { batch: '1' }))).toBeNull();
    expect(read(get('leads.list', {}, { 'trpc-accept': 'application/jsonl' }))).toBeNull();
    expect(read(get('leads.list', { connectionParams: '{}' }))).toBeNull();
    expect(read(post('leads.create', '', 'application/json'))).toBeNull();
    expect(read(post('leads.create', encoded({}), 'multipart/form-data; boundary=x'))).toBeNull();
    expect(read(post('leads.create', encoded({}), 'text/plain'))).toBeNull();
  });
});
