import { contactRecordSchemas, contactsByAccountSchema } from '../../../shared/schemas/contact.ts';
import { staffProcedure, router } from '../../trpc.ts';
import { duplicateProcedures, recordProcedures } from '../records/record-router.ts';
import { contactDuplicates, contactService, listContactsOfAccount } from './service.ts';

export const contactsRouter = router({
  ...recordProcedures(contactRecordSchemas, contactService),
  ...duplicateProcedures(contactRecordSchemas.values, contactDuplicates),
  byAccount: staffProcedure
    .input(contactsByAccountSchema)
    .query(({ ctx, input }) => listContactsOfAccount(ctx.em, input)),
});
