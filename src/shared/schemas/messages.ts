import { z } from 'zod';

/** 'enquiryType' -> 'Enquiry type': the field an issue is about, from the last name in its path. */
export function fieldLabel(path: readonly PropertyKey[]): string {
  const key = [...path].reverse().find((part): part is string => typeof part === 'string');
  if (!key) return 'The request';
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const kinds: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  boolean: 'yes or no',
  array: 'a list',
  object: 'a group of fields',
  date: 'a date',
};

/**
 * The message of any issue a schema did not word itself: in plain words, naming the field, never
 * zod's own text ('Invalid input: expected string, received number'). Set once for every schema
 * (zod's global config), on the server and in the browser alike.
 */
z.config({
  customError: (issue) => {
    const field = fieldLabel(issue.path ?? []);
    switch (issue.code) {
      case 'invalid_type':
        return issue.input === undefined
          ? `${field} is required`
          : `${field} must be ${kinds[issue.expected] ?? 'a valid value'}`;
      case 'invalid_value':
        return `Please choose a valid ${field.toLowerCase()}`;
      case 'too_big':
        return `${field} is too ${issue.origin === 'string' || issue.origin === 'array' ? 'long' : 'large'}`;
      case 'too_small':
        return `${field} is too ${issue.origin === 'string' || issue.origin === 'array' ? 'short' : 'small'}`;
      case 'unrecognized_keys':
        return `Unknown field: ${issue.keys.join(', ')}`;
      default:
        return `${field} is not valid`;
    }
  },
});
