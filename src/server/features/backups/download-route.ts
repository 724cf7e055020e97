import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { FastifyInstance } from 'fastify';
import { backupDownloadPath } from '../../../shared/routes.ts';
import type { Config } from '../../config.ts';
import { adminsOnly, refuseWithJson, staffOf, staffOnly } from '../auth/staff-access.ts';
import { writeAudit } from '../records/audit.ts';
import { BACKUP_NAME } from './backup-files.ts';

/** The history's record id of a backup file: a UUID made from its name, the same every time. */
export function backupRecordId(name: string): string {
  const hex = createHash('sha256').update(`backup:${name}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

export const NO_SUCH_BACKUP = 'There is no such backup.';

/**
 * `GET /files/crm/backup?name=<file>`: a backup file of BACKUP_DIR for an active admin,
 * streamed from disk; each download is written to the audit log (record type `backups`).
 */
export function registerBackupDownload(app: FastifyInstance, orm: MikroORM, config: Config): void {
  // Already gzipped: sent as it is, with its length.
  app.get<{ Querystring: { name?: string } }>(
    backupDownloadPath,
    { compress: false, preHandler: staffOnly(orm, config, refuseWithJson, adminsOnly) },
    async (request, reply) => {
      const em = orm.em.fork();
      const name = request.query.name ?? '';
      const file = path.join(config.backups.dir, name);
      const info = BACKUP_NAME.test(name) ? await stat(file).catch(() => undefined) : undefined;
      if (!info?.isFile()) return reply.code(404).send({ message: NO_SUCH_BACKUP });
      await em.transactional(async (tx) => {
        writeAudit(tx, {
          recordType: 'backups',
          recordId: backupRecordId(name),
          action: 'download',
          changes: [{ field: 'file', before: null, after: name }],
          by: staffOf(request),
        });
        await tx.flush();
      });
      return reply
        .header('content-type', 'application/octet-stream')
        .header('content-length', info.size)
        .header('content-disposition', `attachment; filename="${name}"`)
        .header('cache-control', 'no-store')
        .send(createReadStream(file));
    },
  );
}
