import { crmBasePath } from '../../../shared/routes.ts';
import type { RecordTypeName } from '../../../shared/record-fields/index.ts';

/** The record types, by their tRPC routers' names. */
export type RecordPath = RecordTypeName;

/** Each type's URL segment under /crm: its router's name, except tasks, which live in the Activities tab. */
const urlSegments: Record<RecordPath, string> = {
  leads: 'leads',
  contacts: 'contacts',
  accounts: 'accounts',
  opportunities: 'opportunities',
  quotes: 'quotes',
  tasks: 'activities',
};

/** '/crm/leads', '/crm/leads/<id>', '/crm/leads/<id>/edit', '/crm/leads/new', '/crm/leads/duplicates'. */
export function recordUrl(path: RecordPath, id?: string, view?: 'edit'): string {
  const parts = [crmBasePath, urlSegments[path], id && encodeURIComponent(id), view].filter(Boolean);
  return parts.join('/');
}
