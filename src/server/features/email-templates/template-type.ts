import type { EntityManager } from '@mikro-orm/postgresql';
import type { EmailTemplateListInput, EmailTemplateValues } from '../../../shared/schemas/email.ts';
import { EmailTemplate } from '../../db/entities/email-template.ts';
import { sanitizeBody } from '../../mail/sanitize.ts';
import { ascending } from '../records/list-query.ts';
import type { RecordType } from '../records/record-type.ts';

function toTemplateDto(template: Pick<EmailTemplate, 'id' | 'name' | 'subject' | 'body' | 'updatedAt'>) {
  return {
    id: template.id,
    name: template.name,
    subject: template.subject,
    body: template.body,
    updatedAt: template.updatedAt,
  };
}

export type EmailTemplateDto = ReturnType<typeof toTemplateDto>;

async function readTemplate(em: EntityManager, id: string) {
  const template = await em.findOne(EmailTemplate, { id });
  return template ? toTemplateDto(template) : null;
}

/** The form's values with the body sanitised (merge fields are plain text, so they survive it). */
const stored = (values: EmailTemplateValues) => ({ ...values, body: sanitizeBody(values.body) });

/** Email templates: staff pick them in the composer; managers and admins write them in Settings › Email templates. */
export const emailTemplateType: RecordType<
  EmailTemplate,
  EmailTemplateValues,
  EmailTemplateDto,
  EmailTemplateListInput,
  unknown,
  EmailTemplateDto
> = {
  label: 'Email template',
  entity: EmailTemplate,
  list: {
    sorts: { name: ascending('lower(r.name)') },
    toRow: toTemplateDto,
  },
  read: readTemplate,
  create: (tx, values) => Promise.resolve(tx.create(EmailTemplate, stored(values))),
  update: (_tx, template, values) => {
    Object.assign(template, stored(values));
    return Promise.resolve();
  },
};
