/**
 * Errors that mean the database cannot be reached or does not answer in time, as opposed to a
 * bug or a refused statement: connection refused, reset or timed out, the server shutting down
 * (57P01-57P03), too many connections (53300), the connection classes (08xxx), and a statement
 * cancelled by statement_timeout (57014).
 */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENOTFOUND',
  '57P01',
  '57P02',
  '57P03',
  '57014',
  '53300',
]);

const UNAVAILABLE_MESSAGES =
  /connection terminated|timeout exceeded when trying to connect|connection ended unexpectedly|connection error|query read timeout|ECONNREFUSED/i;

export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 8 && typeof current === 'object' && current !== null; depth += 1) {
    const { code, message, cause } = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || code.startsWith('08'))) return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.test(message)) return true;
    if (current instanceof AggregateError && current.errors.some(isDatabaseUnavailable)) return true;
    current = cause;
  }
  return false;
}

export const DATABASE_UNAVAILABLE = 'The service is unavailable for a moment. Please try again shortly.';
