import type { ImportTypeName } from '../../../../shared/schemas/import.ts';

const UNREACHABLE = 'Could not reach the server. Please check your connection and try again.';

/** Sends a CSV file to `POST /import/<type>`; answers the new import's id, or the server's message. */
export async function uploadCsv(
  path: ImportTypeName,
  file: File,
): Promise<{ id: string } | { error: string }> {
  let response: Response;
  try {
    response = await fetch(`/import/${path}?name=${encodeURIComponent(file.name)}`, {
      method: 'POST',
      headers: { 'content-type': 'text/csv' },
      body: file,
    });
  } catch {
    return { error: UNREACHABLE };
  }
  const answer = (await response.json().catch(() => ({}))) as { id?: string; message?: string };
  if (response.ok && answer.id) return { id: answer.id };
  return { error: answer.message ?? 'The file could not be uploaded. Please try again.' };
}

/** The failed rows of an import as a CSV download (`GET /import/<id>/failures.csv`). */
export const failedRowsUrl = (importId: string) => `/import/${encodeURIComponent(importId)}/failures.csv`;
