import { leadListSchema } from '../../../shared/schemas/lead.ts';
import { registerType } from '../records/registered-type.ts';
import { leadImport } from './lead-import.ts';
import { leadType } from './lead-type.ts';
import { leadsRouter } from './router.ts';
import { leadPersonalData } from './personal-data.ts';

/** Leads as the registry holds them: searched by title, with the account's name beside. */
export const leadDeclaration = registerType({
  type: leadType,
  listSchema: leadListSchema,
  router: leadsRouter,
  search: {
    select: `select r.id, r.title as label,
        (select a.name from accounts a where a.id = r.account_id) as detail from leads r`,
  },
  import: leadImport,
  personalData: leadPersonalData,
});
