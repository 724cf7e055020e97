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

/** A record field of the key `Key`, so a type's labels can be read by key (`labelsOf`). */
type Keyed<Key extends string> = RecordField & { key: Key };

/** A text field. */
export const text = <const Key extends string>(key: Key, label: string): Keyed<Key> => ({
  key,
  label,
  kind: 'text',
});

/** A choice from one of the spec's enumerations, shown by its label. */
export const choice = <const Key extends string>(
  key: Key,
  label: string,
  enumeration: { labels: Readonly<Record<string, string>> },
): Keyed<Key> => ({ key, label, kind: 'enum', labels: enumeration.labels });

/** Any other kind of field. */
export const field = <const Key extends string>(
  key: Key,
  label: string,
  kind: 'date' | 'money' | 'number' | 'boolean' | 'list' | 'ref',
): Keyed<Key> => ({ key, label, kind });

/**
 * Each field's label by its key ('Enquiry type'): what History, the CSV export's headers, the
 * shared schemas' messages ('Enquiry type is required'), the forms and the lists' sorts name it.
 */
export function labelsOf<const Fields extends readonly Keyed<string>[]>(
  fields: Fields,
): Readonly<Record<Fields[number]['key'], string>> {
  return Object.fromEntries(fields.map((entry) => [entry.key, entry.label])) as Record<
    Fields[number]['key'],
    string
  >;
}

/** The labels as the title-case forms show them: 'Enquiry Type' for 'Enquiry type'. */
export function titleCased<Key extends string>(
  labels: Readonly<Record<Key, string>>,
): Readonly<Record<Key, string>> {
  return Object.fromEntries(
    Object.entries<string>(labels).map(([key, label]) => [
      key,
      label.replace(/(^|\s)(\p{Ll})/gu, (_, space: string, letter: string) => space + letter.toUpperCase()),
    ]),
  ) as Record<Key, string>;
}
