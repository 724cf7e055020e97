import superjson from 'superjson';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/app.ts';
import { cookieHeader } from '../support/raw-call.ts';
import { signedInStaff } from '../support/staff.ts';

type Request = {
  label: string;
  path: string;
  query?: Record<string, string>;
  body?: unknown;
  cookie: boolean;
};
type Answer = { status: number; contentType: string | null; vary: string | null; body: unknown };

/**
 * The everyday calls are answered in place (src/server/trpc-calls.ts) and everything else by
 * @trpc/server's resolveResponse. A `connectionParams` parameter (read by tRPC, ignored by our
 * context) sends the same call through resolveResponse: both answers must be the same, status,
 * headers and body, for successes, errors and batches of both.
 */
describe('tRPC calls answered in place', () => {
  let server: TestApp;
  let cookie: string;

  beforeAll(async () => {
    server = await startTestApp();
    const staff = await signedInStaff(server);
    cookie = cookieHeader(staff.cookies);
    await staff.client.accounts.create.mutate({ name: 'Harbour Audit Services', accountType: 'startup' });
  });

  afterAll(async () => {
    await server.close();
  });

  const encode = (input: unknown) => JSON.stringify(superjson.serialize(input));

  async function send(request: Request, throughResolveResponse: boolean): Promise<Answer> {
    const query = new URLSearchParams(request.query);
    if (throughResolveResponse) query.set('connectionParams', '{}');
    const headers: Record<string, string> = { origin: 'http://localhost:3000' };
    if (request.cookie) headers.cookie = cookie;
    const post = request.body !== undefined;
    if (post) headers['content-type'] = 'application/json';
    const response = await fetch(`${server.url}/trpc/${request.path}?${query}`, {
      method: post ? 'POST' : 'GET',
      headers,
      ...(post ? { body: JSON.stringify(request.body) } : {}),
    });
    return {
      status: response.status,
      contentType: response.headers.get('content-type'),
      vary: response.headers.get('vary'),
      body: (await response.json()) as unknown,
    };
  }

  const batchInput = (...inputs: unknown[]) =>
    JSON.stringify(Object.fromEntries(inputs.map((input, index) => [index, superjson.serialize(input)])));

  const requests: Request[] = [
    { label: 'a query', path: 'accounts.list', query: { input: encode({}) }, cookie: true },
    { label: 'a query without input', path: 'dashboard.stats', cookie: true },
    {
      label: 'a batch of queries',
      path: 'accounts.list,accounts.count',
      query: { batch: '1', input: batchInput({ search: 'audit' }, { search: 'audit' }) },
      cookie: true,
    },
    { label: 'a query signed out', path: 'accounts.list', query: { input: encode({}) }, cookie: false },
    {
      label: 'a query with a bad input',
      path: 'accounts.list',
      query: { input: encode({ search: 'x'.repeat(300) }) },
      cookie: true,
    },
    {
      label: 'a batch with one failure',
      path: 'accounts.count,accounts.list',
      query: { batch: '1', input: batchInput({}, { search: 42 }) },
      cookie: true,
    },
    {
      label: 'a batch signed out',
      path: 'accounts.count,dashboard.stats',
      query: { batch: '1' },
      cookie: false,
    },
    {
      label: 'a mutation',
      path: 'accounts.create',
      body: superjson.serialize({ name: 'Coastal Care', accountType: 'startup' }),
      cookie: true,
    },
    {
      label: 'a mutation with a bad input',
      path: 'accounts.create',
      body: superjson.serialize({ name: '', accountType: 'startup' }),
      cookie: true,
    },
    {
      label: 'a batch of mutations',
      path: 'accounts.create,accounts.create',
      query: { batch: '1' },
      body: {
        0: superjson.serialize({ name: 'Northern Supports', accountType: 'startup' }),
        1: superjson.serialize({ name: '', accountType: 'startup' }),
      },
      cookie: true,
    },
  ];

  it.each(requests)('answers $label as resolveResponse does', async (request) => {
    const inPlace = await send(request, false);
    const resolved = await send(request, true);
    // A created account has its own id and times: the rest of the answer must match.
    const withoutIds = (answer: Answer) =>
      JSON.parse(
        JSON.stringify(answer).replace(/"(id|createdAt|updatedAt|statusChangedAt)":"[^"]*"/g, '"$1":""'),
      ) as Answer;
    expect(withoutIds(inPlace)).toEqual(withoutIds(resolved));
    expect(inPlace.contentType).toBe('application/json');
  });

  it('leaves what it does not answer to resolveResponse', async () => {
    const wrongMethod = await send({ label: '', path: 'accounts.create', cookie: true }, false);
    expect(wrongMethod.status).toBe(405);
    const unknown = await send({ label: '', path: 'accounts.nothing', cookie: true }, false);
    expect(unknown.status).toBe(404);
    const badJson = await send(
      { label: '', path: 'accounts.list', query: { input: '{' }, cookie: true },
      false,
    );
    expect(badJson.status).toBe(400);
  });
});
