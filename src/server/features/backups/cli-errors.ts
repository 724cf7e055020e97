import pg from 'pg';
import { ConfigError } from '../../config.ts';
import { EmbeddedDatabaseError } from '../../db/embedded-postgres.ts';
import { BackupError } from './backup-files.ts';

/**
 * Ends `npm run backup` / `npm run restore` with one line for what a user can act on (a bad
 * setting, a refused restore, PostgreSQL's refusal, a file or connection problem) and exit code
 * 1; anything else is thrown on, with its stack.
 */
export function exitWithReason(error: unknown): never {
  if (error instanceof ConfigError) process.stderr.write(`Configuration error: ${error.message}\n`);
  else if (error instanceof BackupError || error instanceof EmbeddedDatabaseError)
    process.stderr.write(`${error.message}\n`);
  else if (error instanceof pg.DatabaseError) process.stderr.write(`PostgreSQL refused: ${error.message}\n`);
  else if (error instanceof Error && typeof (error as NodeJS.ErrnoException).code === 'string')
    process.stderr.write(`${error.message}\n`);
  else throw error;
  process.exit(1);
}
