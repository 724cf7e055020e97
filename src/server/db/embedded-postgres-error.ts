/** The embedded database could not start; the message is one line saying why and what to do. */
export class EmbeddedDatabaseError extends Error {
  override name = 'EmbeddedDatabaseError';
}
