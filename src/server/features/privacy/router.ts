import { eraseContactSchema } from '../../../shared/schemas/privacy.ts';
import { managerProcedure, router } from '../../trpc.ts';
import { erasePerson } from './erase.ts';

/** Privacy requests: erasing a contact's personal data (managers and admins; the export is an HTTP route). */
export const privacyRouter = router({
  erase: managerProcedure
    .input(eraseContactSchema)
    .mutation(({ ctx, input }) => erasePerson(ctx.em, ctx.user, input)),
});
