import type { RouterOutputs } from '../../../trpc.ts';

/** An import as `imports.byId` answers it. */
export type ImportState = RouterOutputs['imports']['byId'];

/** What the person chooses before importing (the input of `imports.preview` and `imports.start`). */
export type ImportChoices = {
  id: string;
  mapping: (string | null)[];
  upsertKey: string;
  createMissingAccounts: boolean;
};

export const choicesOf = (state: ImportState): ImportChoices => ({
  id: state.id,
  mapping: state.mapping,
  upsertKey: state.upsertKey,
  createMissingAccounts: state.createMissingAccounts,
});

/**
 * 'Please choose a column for First name, Email' while a required field, or the field of the key
 * chosen to find existing records, has no column; else null (the server checks the same).
 */
export function missingColumnsMessage(state: ImportState, choices: ImportChoices): string | null {
  const keyField = state.keys.find((key) => key.value === choices.upsertKey)?.field;
  const missing = state.fields.filter(
    (field) => (field.required || field.key === keyField) && !choices.mapping.includes(field.key),
  );
  return missing.length > 0
    ? `Please choose a column for ${missing.map((field) => field.label).join(', ')}`
    : null;
}
