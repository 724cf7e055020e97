import { emailTemplateListSchema } from '../../../shared/schemas/email.ts';
import { registerType } from '../records/registered-type.ts';
import { emailTemplatesRouter } from './router.ts';
import { emailTemplateType } from './template-type.ts';

/** Email templates as the registry holds them (global search leaves them out: they live in Settings). */
export const emailTemplateDeclaration = registerType({
  type: emailTemplateType,
  listSchema: emailTemplateListSchema,
  router: emailTemplatesRouter,
});
