/**
 * The bench's CSV import: generated contacts streamed to the running server's upload route and
 * imported by its job, with the server's peak resident memory from the upload to the end.
 */
import { writeFileSync } from 'node:fs';
import { Readable } from 'node:stream';
import { memoryOf } from './processes.ts';

type Figures = {
  megabytes: number;
  uploadSeconds: number;
  importSeconds: number;
  imported: number;
  failed: number;
  /** The server's most resident memory during the upload and the import, in MiB. */
  peakRss: number;
};

const seconds = (since: number) => (performance.now() - since) / 1000;

/**
 * A CSV of contacts with unique emails (`<prefix>.<n>@example.com`), each at one of the given
 * accounts (by name) and with a two-line note, made as it is read: `rows` of them, or as many
 * as fill `bytes`.
 */
export function* contactsCsv(
  prefix: string,
  accountNames: readonly string[],
  size: { rows: number } | { bytes: number },
): Generator<Buffer> {
  let lines = ['First name,Last name,Email,Mobile phone,Position,Company,Notes'];
  let bytes = 0;
  const more = (index: number) => ('rows' in size ? index <= size.rows : bytes < size.bytes);
  for (let index = 1; more(index); index += 1) {
    const account = accountNames.length > 0 ? (accountNames[index % accountNames.length] ?? '') : '';
    lines.push(
      `Person${index},Imported,${prefix}.${index}@example.com,04${String(index % 1e8).padStart(8, '0')},Coordinator,"${account.replace(/"/g, '""')}","Line one\nline two"`,
    );
    if (lines.length === 1000) {
      const chunk = Buffer.from(`${lines.join('\n')}\n`);
      bytes += chunk.length;
      yield chunk;
      lines = [];
    }
  }
  if (lines.length > 0) yield Buffer.from(lines.join('\n'));
}

/**
 * Streams the file to `POST /import/contacts`, starts it with the guessed columns
 * (`imports.start`) and asks for its state (`imports.byId`) until it is done; answers the
 * figures. The server's peak memory (VmHWM) is reset to its resident memory first.
 */
export async function importContacts(
  server: { url: string; pid: number },
  headers: Record<string, string>,
  csv: Iterable<Buffer>,
): Promise<Figures> {
  const trpc = (procedure: string, input: unknown) =>
    `${server.url}/trpc/${procedure}?input=${encodeURIComponent(JSON.stringify({ json: input }))}`;
  const state = async (id: string) => {
    const answer = (await (await fetch(trpc('imports.byId', { id }), { headers })).json()) as {
      result: {
        data: {
          json: { status: string; mapping: (string | null)[]; importedRows: number; failedRows: number };
        };
      };
    };
    return answer.result.data.json;
  };
  let bytes = 0;
  const counted = function* () {
    for (const chunk of csv) {
      bytes += chunk.length;
      yield chunk;
    }
  };
  writeFileSync(`/proc/${server.pid}/clear_refs`, '5');
  const uploadStarted = performance.now();
  // undici sends a stream body only with duplex 'half', which TypeScript's RequestInit lacks.
  const init: RequestInit & { duplex: 'half' } = {
    method: 'POST',
    headers: { ...headers, 'content-type': 'text/csv' },
    body: Readable.toWeb(Readable.from(counted())) as ReadableStream<Uint8Array>,
    duplex: 'half',
  };
  const upload = await fetch(`${server.url}/import/contacts?name=bench.csv`, init);
  if (!upload.ok) throw new Error(`import upload answered ${upload.status}: ${await upload.text()}`);
  const { id } = (await upload.json()) as { id: string };
  const uploadSeconds = seconds(uploadStarted);
  const { mapping } = await state(id);
  const importStarted = performance.now();
  const start = await fetch(`${server.url}/trpc/imports.start`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ json: { id, mapping, upsertKey: 'email', createMissingAccounts: false } }),
  });
  if (!start.ok) throw new Error(`imports.start answered ${start.status}: ${await start.text()}`);
  for (;;) {
    const now = await state(id);
    if (now.status === 'done' || now.status === 'failed')
      return {
        megabytes: bytes / 1024 / 1024,
        uploadSeconds,
        importSeconds: seconds(importStarted),
        imported: now.importedRows,
        failed: now.failedRows,
        peakRss: memoryOf(server.pid).peak,
      };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** 'csv import, new: 100000 contacts (11.9 MiB): upload 0.4 s, import 31.2 s (3205 rows/s), 100000 imported, 0 failed, server peak RSS 180 MiB' */
export function importLine(label: string, figures: Figures): string {
  const rate = (figures.imported / figures.importSeconds).toFixed(0);
  return (
    `${label}: ${figures.imported + figures.failed} contacts (${figures.megabytes.toFixed(1)} MiB): upload ${figures.uploadSeconds.toFixed(1)} s, ` +
    `import ${figures.importSeconds.toFixed(1)} s (${rate} rows/s), ${figures.imported} imported, ${figures.failed} failed, ` +
    `server peak RSS ${figures.peakRss.toFixed(0)} MiB`
  );
}
