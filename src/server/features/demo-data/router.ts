import path from 'node:path';
import { AppError } from '../../errors.ts';
import { adminProcedure, router, type InnerContext } from '../../trpc.ts';
import { pruneBackups } from '../backups/backup-files.ts';
import { backUpDatabase } from '../backups/dump.ts';
import { clearDemoData, createDemoData } from './service.ts';

export const DEMO_DATA_OFF = 'Demo data is turned off on this server.';

/** Admins only, and in production only with DEMO_DATA=on: both replace or remove ALL CRM data. */
const demoDataProcedure = adminProcedure.use(({ ctx, next }) => {
  if (!ctx.config.demoData) throw new AppError('FORBIDDEN', DEMO_DATA_OFF);
  return next();
});

/** A backup into BACKUP_DIR before the data is replaced; without one nothing is replaced. Answers the file's name. */
async function backUpFirst(ctx: InnerContext): Promise<string> {
  try {
    const backup = await backUpDatabase(ctx.em.config.get('clientUrl'), { dir: ctx.config.backups.dir });
    await pruneBackups(ctx.config.backups.dir, ctx.config.backups.keep);
    return path.basename(backup.file);
  } catch (error) {
    ctx.log.error({ err: error }, 'backup before demo data failed');
    throw new AppError('UNPROCESSABLE_CONTENT', 'The backup taken first failed, so nothing was changed.');
  }
}

export const demoDataRouter = router({
  /** Backs up, then replaces all CRM data with the demo set; a failure changes nothing. */
  create: demoDataProcedure.mutation(async ({ ctx }) => {
    const backup = await backUpFirst(ctx);
    return { ...(await createDemoData(ctx.em, ctx.files, ctx.user)), backup };
  }),

  /** Backs up, then removes all CRM data. */
  clear: demoDataProcedure.mutation(async ({ ctx }) => {
    const backup = await backUpFirst(ctx);
    await clearDemoData(ctx.em, ctx.files);
    return { cleared: true as const, backup };
  }),
});
