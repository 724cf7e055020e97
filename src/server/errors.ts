import { TRPCError } from '@trpc/server';

/** Messages for form fields that only the server can check (e.g. a parent-account cycle). */
export class FieldValidationError extends Error {
  readonly fieldErrors: Record<string, string>;

  constructor(fieldErrors: Record<string, string>) {
    super(Object.values(fieldErrors)[0] ?? 'Invalid input');
    this.name = 'FieldValidationError';
    this.fieldErrors = fieldErrors;
  }
}

/**
 * A BAD_REQUEST with a message for one form field, in the same shape as a failed
 * input schema (data.fieldErrors), so the form shows it beside the field.
 */
export function fieldError(field: string, message: string): TRPCError {
  return new TRPCError({
    code: 'BAD_REQUEST',
    message,
    cause: new FieldValidationError({ [field]: message }),
  });
}
