import { emailListSchema } from '../../../shared/schemas/email.ts';
import { emailPersonalData } from './personal-data.ts';
import { registerType } from '../records/registered-type.ts';
import { emailType } from './email-type.ts';
import { emailsRouter } from './router.ts';

/** Emails as the registry holds them: listed (a record's conversation) and read; global search leaves them out (they have no page of their own). */
export const emailDeclaration = registerType({
  type: emailType,
  listSchema: emailListSchema,
  router: emailsRouter,
  personalData: emailPersonalData,
});
