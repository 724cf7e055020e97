/** The bench's CSV import: N generated contacts uploaded and imported by the running server's job, then the same file again (all updates). */

type Figures = {
  megabytes: number;
  uploadSeconds: number;
  importSeconds: number;
  imported: number;
  failed: number;
};

const seconds = (since: number) => (performance.now() - since) / 1000;

/** A CSV of `count` contacts with unique emails, each at one of the given accounts (by name). */
export function contactsCsv(count: number, accountNames: readonly string[]): string {
  const lines = ['First name,Last name,Email,Mobile phone,Position,Company,Notes'];
  for (let index = 1; index <= count; index += 1) {
    const account = accountNames.length > 0 ? (accountNames[index % accountNames.length] ?? '') : '';
    lines.push(
      `Person${index},Imported,import.person.${index}@example.com,04${String(index).padStart(8, '0')},Coordinator,"${account.replace(/"/g, '""')}","Line one\nline two"`,
    );
  }
  return lines.join('\n');
}

/**
 * Uploads the file (`POST /import/contacts`), starts it with the guessed columns (`imports.start`)
 * and asks for its state (`imports.byId`) until it is done; answers the figures.
 */
export async function importContacts(
  serverUrl: string,
  headers: Record<string, string>,
  csv: string,
): Promise<Figures> {
  const trpc = (procedure: string, input: unknown) =>
    `${serverUrl}/trpc/${procedure}?input=${encodeURIComponent(JSON.stringify({ json: input }))}`;
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
  const uploadStarted = performance.now();
  const upload = await fetch(`${serverUrl}/import/contacts?name=bench.csv`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'text/csv' },
    body: csv,
  });
  if (!upload.ok) throw new Error(`import upload answered ${upload.status}: ${await upload.text()}`);
  const { id } = (await upload.json()) as { id: string };
  const uploadSeconds = seconds(uploadStarted);
  const { mapping } = await state(id);
  const importStarted = performance.now();
  const start = await fetch(`${serverUrl}/trpc/imports.start`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ json: { id, mapping, upsertKey: 'email', createMissingAccounts: false } }),
  });
  if (!start.ok) throw new Error(`imports.start answered ${start.status}: ${await start.text()}`);
  for (;;) {
    const now = await state(id);
    if (now.status === 'done' || now.status === 'failed')
      return {
        megabytes: Buffer.byteLength(csv) / 1024 / 1024,
        uploadSeconds,
        importSeconds: seconds(importStarted),
        imported: now.importedRows,
        failed: now.failedRows,
      };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** 'csv import, 100000 contacts (9.8 MB): upload 0.4 s, import 31.2 s (3205 rows/s), 0 failed' */
export function importLine(label: string, count: number, figures: Figures): string {
  const rate = (figures.imported / figures.importSeconds).toFixed(0);
  return (
    `${label}, ${count} contacts (${figures.megabytes.toFixed(1)} MB): upload ${figures.uploadSeconds.toFixed(1)} s, ` +
    `import ${figures.importSeconds.toFixed(1)} s (${rate} rows/s), ${figures.imported} imported, ${figures.failed} failed`
  );
}
