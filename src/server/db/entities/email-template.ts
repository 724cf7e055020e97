import { randomUUID } from 'node:crypto';
import { defineEntity, p } from '@mikro-orm/core';
import { searchText, searchTextIndex, sortIndex } from './search-index.ts';
import { softDelete, softDeleteFilter } from './soft-delete.ts';
import { timestamps } from './timestamps.ts';
import { trigger } from './triggers.ts';
import { User } from './user.ts';

/** A message to start from in the composer: subject and body with merge fields (src/shared/email/merge-fields.ts). */
export const EmailTemplateSchema = defineEntity({
  name: 'EmailTemplate',
  tableName: 'email_templates',
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    name: p.string().length(100),
    subject: p.string().length(300),
    /** Sanitised HTML with merge fields. */
    body: p.text(),
    createdBy: () => p.manyToOne(User).fieldName('created_by').nullable().deleteRule('set null'),
    /** Name and subject (migration `emails`). */
    ...searchText(),
    ...softDelete(),
    ...timestamps(),
  },
  filters: softDeleteFilter,
  indexes: [sortIndex('email_templates', 'name', ['lower("name")']), searchTextIndex('email_templates')],
  triggers: [
    trigger(
      'email_templates_search_text',
      'before',
      ['insert', 'update'],
      'create trigger email_templates_search_text before insert or update on email_templates for each row execute function email_templates_search_text()',
    ),
  ],
});

export class EmailTemplate extends EmailTemplateSchema.class {}
EmailTemplateSchema.setClass(EmailTemplate);
