import { accountRecordSchemas } from '../../../shared/schemas/account.ts';
import { staffProcedure, router } from '../../trpc.ts';
import { recordProcedures } from '../records/record-router.ts';
import { accountService, listAccountOptions } from './service.ts';

export const accountsRouter = router({
  ...recordProcedures(accountRecordSchemas, accountService),
  options: staffProcedure.query(({ ctx }) => listAccountOptions(ctx.em)),
});
