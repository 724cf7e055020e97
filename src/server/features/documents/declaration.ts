import { documentListSchema } from '../../../shared/schemas/document.ts';
import { documentPersonalData } from './personal-data.ts';
import { registerType } from '../records/registered-type.ts';
import { documentType } from './document-type.ts';
import { documentsRouter } from './router.ts';

/** Documents as the registry holds them (global search leaves them out: the Documents tab searches them). */
export const documentDeclaration = registerType({
  type: documentType,
  listSchema: documentListSchema,
  router: documentsRouter,
  personalData: documentPersonalData,
});
