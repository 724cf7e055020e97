import { TRPCError } from '@trpc/server';

type AppErrorCode =
  | 'BAD_REQUEST'
  | 'UNAUTHORIZED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'UNPROCESSABLE_CONTENT'
  | 'TOO_MANY_REQUESTS'
  | 'SERVICE_UNAVAILABLE';

/** Messages for form fields, keyed by field path: the shape @mantine/form's setErrors takes. */
type FieldErrors = Record<string, string>;

/**
 * An error we raise on purpose: its message is written for the person using the app and
 * reaches them as it is, and `fieldErrors` go beside the form's fields. The error formatter
 * (trpc.ts) shows only these messages and schema messages; anything else (a request tRPC
 * could not read, a crash) gets a plain message of ours instead of its own text.
 */
export class AppError extends TRPCError {
  readonly fieldErrors: FieldErrors | null;

  constructor(code: AppErrorCode, message: string, fieldErrors: FieldErrors | null = null) {
    super({ code, message });
    this.fieldErrors = fieldErrors;
  }
}

/** An AppError about one form field (BAD_REQUEST unless another code says more), shown beside it. */
export function fieldError(field: string, message: string, code: AppErrorCode = 'BAD_REQUEST'): AppError {
  return new AppError(code, message, { [field]: message });
}
