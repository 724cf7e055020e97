import type { RecordField } from '../../../../shared/record-fields/fields.ts';
import { fromCsvCell } from '../../../csv/formula-cells.ts';

const YES = new Set(['yes', 'y', 'true', '1']);
const NO = new Set(['no', 'n', 'false', '0']);
const AU_DATE = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;

const pad = (value: string) => value.padStart(2, '0');

/**
 * A cell's text as the form would send the field, less the "'" our exports put before a text a
 * spreadsheet would take for a formula (formula-cells.ts): a choice by its label or value, Yes/No, a list
 * split on ';', a number without '$' and thousands separators, a date from 'YYYY-MM-DD' or the
 * en-AU 'DD/MM/YYYY'. Empty is '' for text (as an empty input: required, or none) and undefined
 * for the rest (the schema's default). Text that cannot be read so is
 * passed on as it is, for the schema to say what is wrong with it.
 */
export function cellValue(field: RecordField, text: string): unknown {
  const value = fromCsvCell(text.trim());
  if (value === '') return field.kind === 'text' ? '' : undefined;
  switch (field.kind) {
    case 'enum': {
      const wanted = value.toLowerCase();
      const match = Object.entries(field.labels).find(
        ([key, label]) => key.toLowerCase() === wanted || label.toLowerCase() === wanted,
      );
      return match ? match[0] : value;
    }
    case 'boolean':
      if (YES.has(value.toLowerCase())) return true;
      if (NO.has(value.toLowerCase())) return false;
      return value;
    case 'list':
      return value
        .split(';')
        .map((item) => item.trim())
        .filter(Boolean);
    case 'number':
    case 'money': {
      const number = Number(value.replace(/[$,\s]/g, ''));
      return Number.isFinite(number) ? number : value;
    }
    case 'date': {
      const au = AU_DATE.exec(value);
      return au ? `${au[3]}-${pad(au[2] ?? '')}-${pad(au[1] ?? '')}` : value;
    }
    default:
      return value;
  }
}
