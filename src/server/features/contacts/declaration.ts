import { contactListSchema } from '../../../shared/schemas/contact.ts';
import { registerType } from '../records/registered-type.ts';
import { contactImport } from './contact-import.ts';
import { contactType } from './contact-type.ts';
import { contactsRouter } from './router.ts';
import { contactPersonalData } from './personal-data.ts';

/** Contacts as the registry holds them: searched by name and by the digits of their phone numbers. */
export const contactDeclaration = registerType({
  type: contactType,
  listSchema: contactListSchema,
  router: contactsRouter,
  search: {
    select: `select r.id, concat_ws(' ', r.first_name, r.last_name) as label,
        coalesce(r.email, r.mobile, r.phone, r.direct_phone) as detail from contacts r`,
    digits: 'contact_phone_digits(r.phone, r.mobile, r.direct_phone)',
  },
  import: contactImport,
  personalData: contactPersonalData,
});
