import { TRPCError } from '@trpc/server';
import { ZodError } from 'zod';

/**
 * A BAD_REQUEST that carries a message for one form field, in the same shape as a
 * failed input schema, so the form shows it beside the field.
 */
export function fieldError(field: string, message: string): TRPCError {
  return new TRPCError({
    code: 'BAD_REQUEST',
    message,
    cause: new ZodError([{ code: 'custom', path: field.split('.'), message, input: undefined }]),
  });
}
