import {
  contactInputSchema,
  contactListSchema,
  contactsByAccountSchema,
  contactUpdateSchema,
} from '../../../shared/schemas/contact.ts';
import { recordIdSchema } from '../../../shared/schemas/fields.ts';
import { protectedProcedure, router } from '../../trpc.ts';
import {
  createContact,
  deleteContact,
  getContact,
  listContacts,
  listContactsOfAccount,
  restoreContact,
  updateContact,
} from './service.ts';

export const contactsRouter = router({
  list: protectedProcedure.input(contactListSchema).query(({ ctx, input }) => listContacts(ctx.em, input)),
  byAccount: protectedProcedure
    .input(contactsByAccountSchema)
    .query(({ ctx, input }) => listContactsOfAccount(ctx.em, input.accountId)),
  byId: protectedProcedure.input(recordIdSchema).query(({ ctx, input }) => getContact(ctx.em, input.id)),
  create: protectedProcedure
    .input(contactInputSchema)
    .mutation(({ ctx, input }) => createContact(ctx.em, ctx.user, input)),
  update: protectedProcedure
    .input(contactUpdateSchema)
    .mutation(({ ctx, input }) => updateContact(ctx.em, input)),
  delete: protectedProcedure
    .input(recordIdSchema)
    .mutation(({ ctx, input }) => deleteContact(ctx.em, input.id)),
  restore: protectedProcedure
    .input(recordIdSchema)
    .mutation(({ ctx, input }) => restoreContact(ctx.em, input.id)),
});
