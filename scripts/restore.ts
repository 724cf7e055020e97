/** `npm run restore -- FILE`: replaces the database with a backup, while no server runs on it. */
import { parseArgs } from 'node:util';
import { loadConfig } from '../src/server/config.ts';
import { BackupError } from '../src/server/features/backups/backup-files.ts';
import { openCliDatabase } from '../src/server/features/backups/cli-database.ts';
import { exitWithReason } from '../src/server/features/backups/cli-errors.ts';
import { restoreDatabase } from '../src/server/features/backups/restore.ts';

try {
  const { positionals } = parseArgs({ allowPositionals: true });
  const file = positionals[0];
  if (!file || positionals.length > 1) throw new BackupError('Name one backup file: npm run restore -- FILE');
  const config = loadConfig();
  const database = await openCliDatabase(config, 'restore');
  try {
    await restoreDatabase(database.url, file, (line) => process.stdout.write(`${line}\n`));
    process.stdout.write(`Restored ${file}.\n`);
  } finally {
    await database.close();
  }
} catch (error) {
  exitWithReason(error);
}
