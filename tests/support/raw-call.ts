import superjson from 'superjson';

export type RawAnswer = {
  status: number;
  code: string | undefined;
  message: string | undefined;
  body: unknown;
};

type ErrorBody = { error?: { json?: { message?: string; data?: { code?: string } } } };

/**
 * One tRPC call over plain HTTP, for tests that go through many procedures by name: a query as a
 * GET, a mutation as a POST with the app's Origin. Answers the status and, for an error, its code
 * and message.
 */
export async function rawCall(
  baseUrl: string,
  path: string,
  type: 'query' | 'mutation',
  input: unknown,
  cookie = '',
): Promise<RawAnswer> {
  const encoded = superjson.serialize(input);
  const headers: Record<string, string> = { origin: 'http://localhost:3000' };
  if (cookie) headers.cookie = cookie;
  const response =
    type === 'query'
      ? await fetch(`${baseUrl}/trpc/${path}?input=${encodeURIComponent(JSON.stringify(encoded))}`, {
          headers,
        })
      : await fetch(`${baseUrl}/trpc/${path}`, {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/json' },
          body: JSON.stringify(encoded),
        });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON (a proxy's or Fastify's plain answer)
  }
  const error = (body as ErrorBody | null)?.error?.json;
  return { status: response.status, code: error?.data?.code, message: error?.message, body };
}

/** The Cookie header of an API client's cookie jar. */
export function cookieHeader(cookies: Map<string, string>): string {
  return [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
}
