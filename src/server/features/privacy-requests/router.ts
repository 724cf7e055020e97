import {
  privacyRequestListSchema,
  privacyRequestUpdateSchema,
  privacyRequestValuesSchema,
} from '../../../shared/schemas/privacy-request.ts';
import { managerProcedure, router } from '../../trpc.ts';
import { createPrivacyRequest, listPrivacyRequests, updatePrivacyRequest } from './service.ts';

/** Settings › Privacy requests: the register of access, correction and erasure requests (managers and admins). */
export const privacyRequestsRouter = router({
  list: managerProcedure
    .input(privacyRequestListSchema)
    .query(({ ctx, input }) => listPrivacyRequests(ctx.em, input.cursor ?? undefined)),
  create: managerProcedure
    .input(privacyRequestValuesSchema)
    .mutation(({ ctx, input }) => createPrivacyRequest(ctx.em, ctx.user, input)),
  update: managerProcedure.input(privacyRequestUpdateSchema).mutation(({ ctx, input }) => {
    const { id, ...values } = input;
    return updatePrivacyRequest(ctx.em, id, values);
  }),
});
