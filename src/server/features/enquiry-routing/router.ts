import { enquiryRoutingSchema } from '../../../shared/schemas/enquiry-routing.ts';
import { adminProcedure, router } from '../../trpc.ts';
import { readEnquiryRouting, saveEnquiryRouting } from './settings.ts';

/** Settings › Enquiries (admins): who gets website enquiries and accepted proposals. */
export const enquiryRoutingRouter = router({
  get: adminProcedure.query(({ ctx }) => readEnquiryRouting(ctx.em)),
  save: adminProcedure
    .input(enquiryRoutingSchema)
    .mutation(({ ctx, input }) => saveEnquiryRouting(ctx.em, input)),
});
