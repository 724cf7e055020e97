import type { TestApp } from './app.ts';
import type { signedInStaff } from './staff.ts';

type Staff = Awaited<ReturnType<typeof signedInStaff>>;

/** The staff member's session cookie, for the plain HTTP routes. */
export const cookieOf = (staff: Staff) =>
  [...staff.cookies].map(([name, value]) => `${name}=${value}`).join('; ');

/** A tiny but real PDF, and a 1×1 PNG: enough bytes for their types to be sniffed. */
export const pdfBytes = (text = 'Policy') =>
  Buffer.from(
    `%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj 3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\n% ${text}\ntrailer<</Root 1 0 R>>\n%%EOF\n`,
  );
export const pngBytes = () =>
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  );

/** Uploads one file as the Documents section does: `POST /documents?…&name=` with the bytes as the body. */
export function uploadDocument(
  server: TestApp,
  staff: Staff | null,
  query: Record<string, string>,
  body: Buffer,
  name: string,
) {
  const search = new URLSearchParams({ ...query, name });
  return fetch(`${server.url}/documents?${search}`, {
    method: 'POST',
    headers: {
      ...(staff && { cookie: cookieOf(staff) }),
      origin: server.config.appUrl.origin,
      'content-type': 'application/octet-stream',
    },
    body: new Uint8Array(body),
  });
}

/** Uploads a new version of a document. */
export function uploadVersion(server: TestApp, staff: Staff | null, id: string, body: Buffer, name: string) {
  return fetch(`${server.url}/documents/${id}/versions?name=${encodeURIComponent(name)}`, {
    method: 'POST',
    headers: {
      ...(staff && { cookie: cookieOf(staff) }),
      origin: server.config.appUrl.origin,
      'content-type': 'application/octet-stream',
    },
    body: new Uint8Array(body),
  });
}

/** `GET /documents/<id>/file`, not following a redirect (S3's signed link). */
export function downloadDocument(server: TestApp, staff: Staff | null, id: string, query = '') {
  return fetch(`${server.url}/documents/${id}/file${query}`, {
    headers: staff ? { cookie: cookieOf(staff) } : {},
    redirect: 'manual',
  });
}
