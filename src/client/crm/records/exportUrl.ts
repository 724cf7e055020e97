import type { RecordPath } from './recordUrl.ts';

/** The CSV of what a list shows: its search, sort and filters (the server's `GET /export/<type>`). */
export function exportUrl(path: RecordPath, listInput: object): string {
  return `/export/${path}?input=${encodeURIComponent(JSON.stringify(listInput))}`;
}
