import { opportunityListSchema } from '../../../shared/schemas/opportunity.ts';
import { registerType } from '../records/registered-type.ts';
import { opportunityType } from './opportunity-type.ts';
import { opportunitiesRouter } from './router.ts';
import { opportunityPersonalData } from './personal-data.ts';

/** Opportunities as the registry holds them: searched by name, with the account's name beside. */
export const opportunityDeclaration = registerType({
  type: opportunityType,
  listSchema: opportunityListSchema,
  router: opportunitiesRouter,
  search: {
    select: `select r.id, r.name as label,
        (select a.name from accounts a where a.id = r.account_id) as detail from opportunities r`,
  },
  personalData: opportunityPersonalData,
});
