import type { FirmDetails } from '../catalog/firm.ts';

/**
 * The merge fields an email template may use, in the order Settings › Email templates lists
 * them: `{{contact.firstName}}`. Templates are logic-less: a field is replaced by its value
 * (escaped into HTML in the body), nothing else runs.
 */
export const mergeFields = [
  { key: 'contact.firstName', label: "Contact's first name" },
  { key: 'contact.lastName', label: "Contact's last name" },
  { key: 'account.name', label: "Account's name" },
  { key: 'lead.title', label: "Lead's title" },
  { key: 'quote.number', label: 'Quote number' },
  { key: 'quote.total', label: 'Quote total (inc GST)' },
  { key: 'me.firstName', label: 'Your first name' },
  { key: 'me.lastName', label: 'Your last name' },
  { key: 'firm.name', label: "The firm's name" },
  { key: 'firm.phone', label: "The firm's phone" },
  { key: 'firm.email', label: "The firm's email" },
  { key: 'firm.hours', label: "The firm's hours" },
] as const;

export type MergeFieldKey = (typeof mergeFields)[number]['key'];
export type MergeValues = Partial<Record<MergeFieldKey, string>>;

/** The firm's own fields (FIRM_*): the same for every message. */
export const firmMergeValues = (firm: FirmDetails): MergeValues => ({
  'firm.name': firm.name,
  'firm.phone': firm.phone,
  'firm.email': firm.email,
  'firm.hours': firm.hours,
});

/** `{{ name }}` in a template, with spaces inside the braces allowed. */
export const MERGE_FIELD_PATTERN = /\{\{\s*([^{}]*?)\s*\}\}/g;

const known = new Set<string>(mergeFields.map((field) => field.key));

/** The first field of the text that is not a merge field, or null. */
export function unknownMergeField(text: string): string | null {
  for (const match of text.matchAll(MERGE_FIELD_PATTERN)) {
    const name = match[1] ?? '';
    if (!known.has(name)) return name;
  }
  return null;
}

/** 'Unknown merge field {{contact.age}}: use one of {{contact.firstName}}, …'. */
export function unknownMergeFieldMessage(name: string): string {
  return `Unknown merge field {{${name}}}: use one of ${mergeFields.map((field) => `{{${field.key}}}`).join(', ')}`;
}
