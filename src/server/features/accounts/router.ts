import {
  accountInputSchema,
  accountListSchema,
  accountUpdateSchema,
} from '../../../shared/schemas/account.ts';
import { recordIdSchema } from '../../../shared/schemas/fields.ts';
import { protectedProcedure, router } from '../../trpc.ts';
import {
  createAccount,
  deleteAccount,
  getAccount,
  listAccountContacts,
  listAccountOptions,
  listAccounts,
  restoreAccount,
  updateAccount,
} from './service.ts';

export const accountsRouter = router({
  list: protectedProcedure.input(accountListSchema).query(({ ctx, input }) => listAccounts(ctx.em, input)),
  options: protectedProcedure.query(({ ctx }) => listAccountOptions(ctx.em)),
  byId: protectedProcedure.input(recordIdSchema).query(({ ctx, input }) => getAccount(ctx.em, input.id)),
  contacts: protectedProcedure
    .input(recordIdSchema)
    .query(({ ctx, input }) => listAccountContacts(ctx.em, input.id)),
  create: protectedProcedure
    .input(accountInputSchema)
    .mutation(({ ctx, input }) => createAccount(ctx.em, ctx.user, input)),
  update: protectedProcedure
    .input(accountUpdateSchema)
    .mutation(({ ctx, input }) => updateAccount(ctx.em, input)),
  delete: protectedProcedure
    .input(recordIdSchema)
    .mutation(({ ctx, input }) => deleteAccount(ctx.em, input.id)),
  restore: protectedProcedure
    .input(recordIdSchema)
    .mutation(({ ctx, input }) => restoreAccount(ctx.em, input.id)),
});
