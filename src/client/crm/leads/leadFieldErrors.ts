import { serverFieldErrors } from '../components/trpcErrors.ts';

/** The server's field messages keyed as the form's fields ('lead.title' from an update becomes 'title'). */
export function leadFieldErrors(error: unknown): Record<string, string> | null {
  const fieldErrors = serverFieldErrors(error);
  if (!fieldErrors) return null;
  return Object.fromEntries(
    Object.entries(fieldErrors).map(([field, message]) => [field.replace(/^lead\./, ''), message]),
  );
}
