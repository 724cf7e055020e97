import { auditAction, type AuditAction } from '../../../shared/enums.ts';
import { formatAud, formatDate } from '../../../shared/format.ts';
import { formatFieldValue, type RecordField } from '../../../shared/record-fields/fields.ts';
import type { FieldChange } from '../../../shared/schemas/history.ts';

/** Longer values are cut to this many characters, so a changed description stays one line. */
const SHOWN_LENGTH = 80;
const EMPTY = '(empty)';

/** A field's stored value as one short line: '(empty)', '$12,500.00', '3 Dec 2026', a label. */
export function shown(field: RecordField, value: unknown): string {
  if (value === null || value === undefined || value === '') return EMPTY;
  if (field.kind === 'money' && typeof value === 'number') return formatAud(value);
  if (field.kind === 'date' && typeof value === 'string') return formatDate(value);
  const text = formatFieldValue(field, value).replace(/\s+/g, ' ');
  return text.length > SHOWN_LENGTH ? `${text.slice(0, SHOWN_LENGTH)}…` : text;
}

/** 'Status: New → Qualified'; a related record by its label only ('Account changed'). */
export function changeText(fields: readonly RecordField[], change: FieldChange): string {
  const field = fields.find(({ key }) => key === change.field) ?? {
    key: change.field,
    label: change.field,
    kind: 'text' as const,
  };
  if (field.kind === 'ref') return `${field.label} changed`;
  return `${field.label}: ${shown(field, change.before)} → ${shown(field, change.after)}`;
}

/** 'Created', 'Deleted', … for entries that list no fields. */
export function actionText(action: AuditAction): string {
  return auditAction.label(action);
}
