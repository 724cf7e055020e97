import { evidenceRequestListSchema } from '../../../shared/schemas/evidence-request.ts';
import { registerType } from '../records/registered-type.ts';
import { evidenceRequestType } from './evidence-request-type.ts';
import { evidenceRequestsRouter } from './router.ts';

/** Evidence requests as the registry holds them (global search leaves them out: they are found on their account). */
export const evidenceRequestDeclaration = registerType({
  type: evidenceRequestType,
  listSchema: evidenceRequestListSchema,
  router: evidenceRequestsRouter,
});
