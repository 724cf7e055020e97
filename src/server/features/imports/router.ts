import { importChoicesSchema, importIdSchema } from '../../../shared/schemas/import.ts';
import { router, staffProcedure } from '../../trpc.ts';
import { describeImport, previewImport, startImport } from './service.ts';

/**
 * CSV imports into the record types that have one (the file itself arrives at
 * `POST /import/<type>`, see http-routes.ts): an import's state and progress, a preview of its
 * first rows with the chosen columns, and its start. Each person sees only their own imports.
 */
export const importsRouter = router({
  byId: staffProcedure
    .input(importIdSchema)
    .query(({ ctx, input }) => describeImport(ctx.em, ctx.user, input.id)),
  preview: staffProcedure
    .input(importChoicesSchema)
    .query(({ ctx, input }) => previewImport(ctx.em, ctx.user, input)),
  start: staffProcedure
    .input(importChoicesSchema)
    .mutation(({ ctx, input }) =>
      startImport(ctx.em, ctx.user, input, (importId, tx) => ctx.jobs.startImport(importId, { tx })),
    ),
});
