import { accountRecordSchemas } from '../../../shared/schemas/account.ts';
import { protectedProcedure, router } from '../../trpc.ts';
import { recordProcedures } from '../records/record-router.ts';
import { accountService, listAccountOptions } from './service.ts';

export const accountsRouter = router({
  ...recordProcedures(accountRecordSchemas, accountService),
  options: protectedProcedure.query(({ ctx }) => listAccountOptions(ctx.em)),
});
