import { accountListSchema } from '../../../shared/schemas/account.ts';
import { registerType } from '../records/registered-type.ts';
import { accountImport } from './account-import.ts';
import { accountType } from './account-type.ts';
import { accountsRouter } from './router.ts';
import { accountPersonalData } from './personal-data.ts';

/** Accounts as the registry holds them: searched by name and by the digits of the ABN. */
export const accountDeclaration = registerType({
  type: accountType,
  listSchema: accountListSchema,
  router: accountsRouter,
  search: {
    select: `select r.id, r.name as label, coalesce('ABN ' || r.abn, r.industry) as detail from accounts r`,
    digits: 'account_abn_digits(r.abn)',
  },
  import: accountImport,
  personalData: accountPersonalData,
});
