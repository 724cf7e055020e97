import { accountRecordSchemas } from '../../../shared/schemas/account.ts';
import { staffProcedure, router } from '../../trpc.ts';
import { duplicateProcedures, recordProcedures } from '../records/record-router.ts';
import { accountDuplicates, accountService, listAccountOptions } from './service.ts';

export const accountsRouter = router({
  ...recordProcedures(accountRecordSchemas, accountService),
  ...duplicateProcedures(accountRecordSchemas.values, accountDuplicates),
  options: staffProcedure.query(({ ctx }) => listAccountOptions(ctx.em)),
});
