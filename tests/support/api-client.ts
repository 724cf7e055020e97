import { createTRPCClient, httpLink, TRPCClientError } from '@trpc/client';
import superjson from 'superjson';
import type { AppRouter } from '../../src/server/router.ts';

export type ApiClientOptions = { origin?: string | null; headers?: Record<string, string> };

/**
 * A typed tRPC client over real HTTP that keeps cookies like a browser and sends
 * the app's Origin on mutations (override with `origin`, or null to send none), and any
 * `headers` given (an X-Forwarded-For, say).
 */
export function createApiClient(
  baseUrl: string,
  { origin = 'http://localhost:3000', headers: extraHeaders = {} }: ApiClientOptions = {},
) {
  const cookies = new Map<string, string>();
  const responses: Response[] = [];

  const fetchWithCookies: typeof fetch = async (input, init) => {
    const headers = new Headers(init?.headers);
    for (const [name, value] of Object.entries(extraHeaders)) headers.set(name, value);
    if (cookies.size > 0)
      headers.set('cookie', [...cookies].map(([name, value]) => `${name}=${value}`).join('; '));
    if (origin && init?.method === 'POST') headers.set('origin', origin);
    const response = await fetch(input, { ...init, headers });
    for (const header of response.headers.getSetCookie()) {
      const [pair = ''] = header.split(';');
      const separator = pair.indexOf('=');
      const name = pair.slice(0, separator);
      const value = pair.slice(separator + 1);
      if (value === '' || /expires=Thu, 01 Jan 1970/i.test(header)) cookies.delete(name);
      else cookies.set(name, value);
    }
    responses.push(response);
    return response;
  };

  const client = createTRPCClient<AppRouter>({
    links: [httpLink({ url: `${baseUrl}/trpc`, transformer: superjson, fetch: fetchWithCookies })],
  });
  return { client, cookies, lastResponse: () => responses.at(-1) };
}

/** The TRPCClientError a call rejects with, for asserting its code and message. */
export async function rejectionOf(call: Promise<unknown>): Promise<TRPCClientError<AppRouter>> {
  try {
    await call;
  } catch (error) {
    if (error instanceof TRPCClientError) return error as TRPCClientError<AppRouter>;
    throw error;
  }
  throw new Error('Expected the call to fail, but it succeeded');
}
