import type { ReactNode } from 'react';
import { serverFieldErrors } from '../../serverError.ts';

type FormWithErrors = {
  setErrors: (errors: Record<string, ReactNode>) => void;
  getInputNode: (path: string) => HTMLElement | null;
};

/** Moves focus (and so the scroll position) to the first field with an error, so it is seen on a long form. */
export function focusFirstError(
  form: Pick<FormWithErrors, 'getInputNode'>,
  errors: Record<string, unknown>,
): void {
  const [firstPath] = Object.keys(errors);
  if (firstPath) form.getInputNode(firstPath)?.focus();
}

/**
 * Shows the server's field messages of a failed submission beside their fields and focuses the
 * first; false when the error has none (the caller then shows its message elsewhere).
 */
export function applyServerErrors(form: FormWithErrors, error: unknown): boolean {
  const fieldErrors = serverFieldErrors(error);
  if (!fieldErrors) return false;
  form.setErrors(fieldErrors);
  focusFirstError(form, fieldErrors);
  return true;
}
