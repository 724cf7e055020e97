import { evidencePageSchema } from '../../../shared/schemas/evidence-request.ts';
import { publicProcedure, router } from '../../trpc.ts';
import { evidencePage } from './public-page.ts';

/** The private page's API: no account, only the link's token (its files go to `POST /evidence/<token>/items/<id>/files`). */
export const evidenceRouter = router({
  view: publicProcedure
    .input(evidencePageSchema)
    .query(({ ctx, input }) => evidencePage(ctx.em, input.token)),
});
