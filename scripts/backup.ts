/** `npm run backup [-- --to FILE]`: backs the database up into BACKUP_DIR (or to FILE) while the server keeps serving. */
import { parseArgs } from 'node:util';
import { loadConfig } from '../src/server/config.ts';
import { openCliDatabase } from '../src/server/features/backups/cli-database.ts';
import { exitWithReason } from '../src/server/features/backups/cli-errors.ts';
import { backUpDatabase } from '../src/server/features/backups/dump.ts';

try {
  const { values } = parseArgs({ options: { to: { type: 'string' } } });
  const config = loadConfig();
  const database = await openCliDatabase(config, 'backup');
  try {
    const backup = await backUpDatabase(
      database.url,
      values.to ? { to: values.to } : { dir: config.backups.dir },
    );
    process.stdout.write(`Backed up to ${backup.file} (${backup.bytes} bytes, SHA-256 ${backup.sha256})\n`);
  } finally {
    await database.close();
  }
} catch (error) {
  exitWithReason(error);
}
