import { crmBasePath } from '../../../shared/routes.ts';
import { urlSegmentOf, type RecordTypeName } from '../../../shared/record-fields/index.ts';

/** The record types, by their tRPC routers' names. */
export type RecordPath = RecordTypeName;

/** '/crm/leads', '/crm/leads/<id>', '/crm/leads/<id>/edit', '/crm/leads/new', '/crm/leads/duplicates'. */
export function recordUrl(path: RecordPath, id?: string, view?: 'edit'): string {
  const parts = [crmBasePath, urlSegmentOf(path), id && encodeURIComponent(id), view].filter(Boolean);
  return parts.join('/');
}
