import { crmBasePath } from '../../../shared/routes.ts';
import type { RecordTypeName } from '../../../shared/record-fields/index.ts';

/** The record types' URL segments under /crm, which are also their routers' names. */
export type RecordPath = RecordTypeName;

/** '/crm/leads', '/crm/leads/<id>', '/crm/leads/<id>/edit', '/crm/leads/new'. */
export function recordUrl(path: RecordPath, id?: string, view?: 'edit'): string {
  const parts = [crmBasePath, path, id && encodeURIComponent(id), view].filter(Boolean);
  return parts.join('/');
}
