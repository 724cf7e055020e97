import type { RecordField } from '../../../../shared/record-fields/fields.ts';
import { AppError, fieldError } from '../../../errors.ts';
import type { ImportKey, RecordImport } from './import-type.ts';

/** 'E-mail address' -> 'emailaddress': headers compared ignoring case, spaces and punctuation. */
const simplified = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');

/** For each header, the field it most likely fills (by label, key or a synonym), each field at most once. */
export function guessMapping(headers: readonly string[], type: RecordImport): (string | null)[] {
  const names = new Map<string, string>();
  for (const field of type.fields) {
    for (const name of [field.label, field.key, ...(type.synonyms?.[field.key] ?? [])])
      if (!names.has(simplified(name))) names.set(simplified(name), field.key);
  }
  const used = new Set<string>();
  return headers.map((header) => {
    const key = names.get(simplified(header));
    if (!key || used.has(key)) return null;
    used.add(key);
    return key;
  });
}

/** The key chosen, or a BAD_REQUEST beside the key field. */
export function chosenKey(type: RecordImport, value: string): ImportKey {
  const key = type.keys.find((option) => option.value === value);
  if (!key) throw fieldError('upsertKey', 'Please choose how rows find their record');
  return key;
}

/**
 * Checks a mapping against the file and the type: one entry per column, known fields, each field
 * from one column, every required field and the chosen key's field present. Answers the fields
 * by key with the position of their column.
 */
export function checkedMapping(
  type: RecordImport,
  headers: readonly string[],
  mapping: readonly (string | null)[],
  key: ImportKey,
): Map<string, { field: RecordField; column: number }> {
  const refuse = (message: string) => new AppError('BAD_REQUEST', message, { mapping: message });
  if (mapping.length !== headers.length) throw refuse('Please choose a field (or none) for every column');
  const columns = new Map<string, { field: RecordField; column: number }>();
  mapping.forEach((fieldKey, column) => {
    if (fieldKey === null) return;
    const field = type.fields.find((candidate) => candidate.key === fieldKey);
    if (!field) throw refuse(`Column "${headers[column]}" cannot be imported into a field of that name`);
    if (columns.has(fieldKey)) throw refuse(`${field.label} is chosen for two columns; choose it for one`);
    columns.set(fieldKey, { field, column });
  });
  const missing = type.required.filter((fieldKey) => !columns.has(fieldKey));
  if (key.match && !columns.has(key.match.field) && !missing.includes(key.match.field))
    missing.push(key.match.field);
  if (missing.length > 0) {
    const labels = missing.map((fieldKey) => type.fields.find((field) => field.key === fieldKey)?.label);
    throw refuse(`Please choose a column for ${labels.join(', ')}`);
  }
  return columns;
}
