import type { ImportTypeName } from '../../../../shared/schemas/import.ts';
import { recordUrl } from '../recordUrl.ts';

/** '/crm/contacts/import' (the upload), '/crm/contacts/import/<id>' (an uploaded import's steps). */
export const importUrl = (path: ImportTypeName, importId?: string) =>
  `${recordUrl(path)}/import${importId ? `/${encodeURIComponent(importId)}` : ''}`;
