import { Readable } from 'node:stream';

type Headers = Record<string, string>;

const trpcUrl = (baseUrl: string, procedure: string, input: unknown) =>
  `${baseUrl}/trpc/${procedure}?input=${encodeURIComponent(JSON.stringify({ json: input }))}`;

/**
 * Uploads a CSV to `POST /import/contacts` as a stream (chunked, no length), as a browser
 * sends a big file; answers the new import's id.
 */
export async function uploadCsvStream(baseUrl: string, headers: Headers, csv: Iterable<Buffer>) {
  // undici sends a stream body only with duplex 'half', which TypeScript's RequestInit lacks.
  const init: RequestInit & { duplex: 'half' } = {
    method: 'POST',
    headers: { ...headers, 'content-type': 'text/csv' },
    body: Readable.toWeb(Readable.from(csv)) as ReadableStream<Uint8Array>,
    duplex: 'half',
  };
  const response = await fetch(`${baseUrl}/import/contacts?name=contacts.csv`, init);
  if (!response.ok) throw new Error(`the upload answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { id: string }).id;
}

/** Starts an uploaded import with its guessed columns, updating contacts found by email (`imports.start`). */
export async function startGuessedImport(baseUrl: string, headers: Headers, id: string) {
  const state = await fetch(trpcUrl(baseUrl, 'imports.byId', { id }), { headers });
  const { mapping } = ((await state.json()) as { result: { data: { json: { mapping: unknown } } } }).result
    .data.json;
  const started = await fetch(`${baseUrl}/trpc/imports.start`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ json: { id, mapping, upsertKey: 'email', createMissingAccounts: false } }),
  });
  if (!started.ok) throw new Error(`imports.start answered ${started.status}: ${await started.text()}`);
}

/**
 * `count` contacts as CSV bytes, made as they are read (never the whole file in memory), each
 * with `legacy` in a column no field takes (bulk the import reads and leaves out).
 */
export function* contactsCsvStream(count: number, tag: string, legacy = ''): Generator<Buffer> {
  let lines = ['First name,Last name,Email,Mobile phone,Legacy data'];
  for (let index = 1; index <= count; index += 1) {
    lines.push(
      `P${index},${tag},p${index}.${tag}@example.com,04${String(index).padStart(8, '0')},"${legacy}"`,
    );
    if (lines.length === 500 || index === count) {
      yield Buffer.from(`${lines.join('\n')}\n`);
      lines = [];
    }
  }
}
