import { contactRecordSchemas, contactsByAccountSchema } from '../../../shared/schemas/contact.ts';
import { staffProcedure, router } from '../../trpc.ts';
import { recordProcedures } from '../records/record-router.ts';
import { contactService, listContactsOfAccount } from './service.ts';

export const contactsRouter = router({
  ...recordProcedures(contactRecordSchemas, contactService),
  byAccount: staffProcedure
    .input(contactsByAccountSchema)
    .query(({ ctx, input }) => listContactsOfAccount(ctx.em, input)),
});
