import { Readable } from 'node:stream';
import type { TestApp } from './app.ts';
import type { signedInStaff } from './staff.ts';

type Staff = Awaited<ReturnType<typeof signedInStaff>>;

const cookieHeader = (staff: Staff) =>
  [...staff.cookies].map(([name, value]) => `${name}=${value}`).join('; ');

const bodyOf = (csv: string | Buffer | Iterable<Buffer>) => {
  if (typeof csv === 'string') return csv;
  if (Buffer.isBuffer(csv)) return new Uint8Array(csv);
  return Readable.toWeb(Readable.from(csv)) as ReadableStream<Uint8Array>;
};

/**
 * Uploads a CSV as the import screen does: `POST /import/<type>` with the file as the body (a
 * generator's pieces are streamed, chunked, with no Content-Length).
 */
export async function uploadCsv(
  server: TestApp,
  staff: Staff,
  type: string,
  csv: string | Buffer | Iterable<Buffer>,
  name = 'people.csv',
) {
  // undici sends a stream body only with duplex 'half', which TypeScript's RequestInit lacks.
  const init: RequestInit & { duplex: 'half' } = {
    method: 'POST',
    headers: { cookie: cookieHeader(staff), origin: server.config.appUrl.origin, 'content-type': 'text/csv' },
    body: bodyOf(csv),
    duplex: 'half',
  };
  return fetch(`${server.url}/import/${type}?name=${encodeURIComponent(name)}`, init);
}

/** The import's state once its job has finished (asked again until it has). */
export async function finishedImport(staff: Staff, id: string) {
  for (;;) {
    const state = await staff.client.imports.byId.query({ id });
    if (state.status === 'done' || state.status === 'failed') return state;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Uploads a CSV, starts it with the guessed columns and the given choices, and waits for it. */
export async function importCsv(
  server: TestApp,
  staff: Staff,
  type: string,
  csv: string | Buffer,
  choices: { upsertKey?: string; createMissingAccounts?: boolean } = {},
) {
  const response = await uploadCsv(server, staff, type, csv);
  if (!response.ok) throw new Error(`upload answered ${response.status}: ${await response.text()}`);
  const { id } = (await response.json()) as { id: string };
  const state = await staff.client.imports.byId.query({ id });
  await staff.client.imports.start.mutate({
    id,
    mapping: state.mapping,
    upsertKey: choices.upsertKey ?? state.upsertKey,
    createMissingAccounts: choices.createMissingAccounts ?? false,
  });
  return finishedImport(staff, id);
}

/** The failed rows' CSV of an import, as downloaded. */
export async function failedRowsCsv(server: TestApp, staff: Staff, id: string) {
  return fetch(`${server.url}/import/${id}/failures.csv`, { headers: { cookie: cookieHeader(staff) } });
}
