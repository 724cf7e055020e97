import { z } from 'zod';
import { AppError } from '../../errors.ts';
import { adminProcedure, router } from '../../trpc.ts';
import { listBackups } from './backup-files.ts';

export const NO_SUCH_BACKUP_JOB = 'There is no such backup job.';

/** Settings › Backups (admins): the files in BACKUP_DIR, 'Back up now' as a job, and where that job is. */
export const backupsRouter = router({
  list: adminProcedure.query(async ({ ctx }) => ({
    items: await listBackups(ctx.config.backups.dir),
    schedule: ctx.config.backups.cron,
    keep: ctx.config.backups.keep,
  })),
  start: adminProcedure.mutation(async ({ ctx }) => ({ jobId: await ctx.jobs.startBackup() })),
  status: adminProcedure
    .input(z.object({ jobId: z.uuid({ error: 'Invalid backup job id' }) }))
    .query(async ({ ctx, input }) => {
      const state = await ctx.jobs.backupState(input.jobId);
      if (!state) throw new AppError('NOT_FOUND', NO_SUCH_BACKUP_JOB);
      return { state };
    }),
});
