/**
 * The fields of a record type, declared once, in the order people read them: what the change
 * history names ('Status: New → Qualified') and the columns of the CSV export. `key` is the
 * entity's property; a `ref` holds the related record's id.
 */
export type RecordField =
  | { key: string; label: string; kind: 'text' | 'date' | 'money' | 'number' | 'boolean' | 'list' | 'ref' }
  | { key: string; label: string; kind: 'enum'; labels: Readonly<Record<string, string>> };

/** One stored value as text: a time as ISO text, anything else as it reads. */
function plain(value: unknown): string {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/** A stored value as history and export write it: plain text, empty for none. */
export function formatFieldValue(field: RecordField, value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  if (field.kind === 'enum') return field.labels[plain(value)] ?? plain(value);
  if (field.kind === 'boolean') return value ? 'Yes' : 'No';
  if (field.kind === 'list' && Array.isArray(value)) return value.map(plain).join('; ');
  return plain(value);
}

/** A text field. */
export const text = (key: string, label: string): RecordField => ({ key, label, kind: 'text' });

/** A choice from one of the spec's enumerations, shown by its label. */
export const choice = (
  key: string,
  label: string,
  enumeration: { labels: Readonly<Record<string, string>> },
): RecordField => ({ key, label, kind: 'enum', labels: enumeration.labels });

/** Any other kind of field. */
export const field = (
  key: string,
  label: string,
  kind: 'date' | 'money' | 'number' | 'boolean' | 'list' | 'ref',
): RecordField => ({ key, label, kind });
