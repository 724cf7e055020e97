import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient, rejectionOf } from '../support/api-client.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { waitForMails } from '../support/mail.ts';
import { signedInStaff } from '../support/staff.ts';

describe('unexpected errors and the log', () => {
  let server: TestApp;
  const logLines: string[] = [];

  beforeAll(async () => {
    server = await startTestApp({
      env: { NODE_ENV: 'production', RATE_LIMIT_SIGN_IN_PER_MINUTE: '100' },
      logLines,
    });
  });
  afterAll(async () => {
    await server.close();
  });

  it("answers a crash 'Something went wrong' with the request id its log line carries", async () => {
    const staff = await signedInStaff(server, 'Eve', 'Error', 'admin');
    await server.database.orm.em.fork().execute('alter table accounts rename to accounts_gone');
    try {
      const error = await rejectionOf(staff.client.accounts.list.query({}));
      expect(error.data?.httpStatus).toBe(500);
      const requestId = error.data?.requestId ?? '';
      expect(requestId).not.toBe('');
      expect(error.message).toBe(`Something went wrong. Please try again. (reference ${requestId})`);
      const logged = logLines.map((line) => JSON.parse(line) as { reqId?: string; msg?: string });
      expect(logged.some((line) => line.reqId === requestId && line.msg === 'tRPC procedure failed')).toBe(
        true,
      );
    } finally {
      await server.database.orm.em.fork().execute('alter table accounts_gone rename to accounts');
    }
  });

  it('logs a browser that leaves during an upload at info level, and still answers a real failure 500', async () => {
    const staff = await signedInStaff(server, 'Lou', 'Leaves', 'admin');
    const cookie = [...staff.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const headers = { cookie, origin: server.config.appUrl.origin, 'content-type': 'text/csv' };
    const before = logLines.length;
    const entries = () =>
      logLines
        .slice(before)
        .map((line) => JSON.parse(line) as { level: number; msg?: string; res?: { statusCode: number } });

    // Half the declared body, then the connection closes, as a closed tab's does.
    const request = http.request(new URL('/import/contacts?name=left.csv', server.url), {
      method: 'POST',
      headers: { ...headers, 'content-length': 100_000 },
    });
    request.on('error', () => undefined);
    request.write('First name,Last name\nLou,Leaves\n', () => request.destroy());
    await expect
      .poll(() => entries().filter((entry) => entry.msg === 'the client left before the answer'))
      .toEqual([expect.objectContaining({ level: 30 })]);
    expect(entries().filter((entry) => entry.level >= 50)).toEqual([]);

    await server.database.orm.em.fork().execute('alter table imports rename to imports_gone');
    try {
      const failed = await fetch(`${server.url}/import/contacts?name=fails.csv`, {
        method: 'POST',
        headers,
        body: 'First name,Last name\nLou,Leaves\n',
      });
      expect(failed.status).toBe(500);
      expect(
        entries()
          .filter((entry) => entry.level >= 50)
          .map((entry) => entry.res?.statusCode),
      ).toEqual([500]);
    } finally {
      await server.database.orm.em.fork().execute('alter table imports_gone rename to imports');
    }
  });

  it('never logs a token, a link or a session in production', async () => {
    const { client } = createApiClient(server.url);
    await client.auth.signUp.mutate({
      firstName: 'Lou',
      lastName: 'Logs',
      email: 'lou.logs@example.com',
      password: 'Correct-Horse-42',
    });
    const [mail] = await waitForMails(server.config.mailDir, 'lou.logs@example.com');
    const token = new URL(mail?.link ?? '').searchParams.get('token') ?? '';
    await fetch(`${server.url}/crm/confirm?token=${token}`);
    await client.auth.confirmEmail.mutate({ token });
    await fetch(
      `${server.url}/trpc/auth.signIn?input=${encodeURIComponent('{"json":{"password":"Secret-Pass-1"}}')}`,
    );
    const me = createApiClient(server.url);
    await me.client.auth.signIn.mutate({ email: 'lou.logs@example.com', password: 'Correct-Horse-42' });
    const session = [...me.cookies.values()][0] ?? '';

    const log = logLines.join('\n');
    expect(log).toContain('mail written to file');
    expect(log).not.toContain(token);
    expect(log).toContain('/crm/confirm?token=[redacted]');
    expect(log).not.toContain('Secret-Pass-1');
    expect(log).not.toContain('Correct-Horse-42');
    expect(session).not.toBe('');
    expect(log).not.toContain(session.split('.')[1] ?? session);
  });
});
