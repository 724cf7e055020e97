import { crmBasePath } from '../../../shared/routes.ts';

/** The record types' URL segments under /crm, which are also their routers' names. */
export type RecordPath = 'leads' | 'contacts' | 'accounts' | 'opportunities' | 'quotes';

/** '/crm/leads', '/crm/leads/<id>', '/crm/leads/<id>/edit', '/crm/leads/new'. */
export function recordUrl(path: RecordPath, id?: string, view?: 'edit'): string {
  const parts = [crmBasePath, path, id && encodeURIComponent(id), view].filter(Boolean);
  return parts.join('/');
}
