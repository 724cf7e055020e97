import { randomUUID } from 'node:crypto';
import { defineEntity, p } from '@mikro-orm/core';
import { timestamps } from './timestamps.ts';
import { User } from './user.ts';

/** A checklist a manager made, offered beside the built-in ones when staff start an evidence request. */
export const EvidenceTemplateSchema = defineEntity({
  name: 'EvidenceTemplate',
  tableName: 'evidence_templates',
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    name: p.string().length(200).unique(),
    items: p.json<{ title: string; standard: string | null }[]>(),
    createdBy: () => p.manyToOne(User).fieldName('created_by').nullable().deleteRule('set null'),
    ...timestamps(),
  },
});

export class EvidenceTemplate extends EvidenceTemplateSchema.class {}
EvidenceTemplateSchema.setClass(EvidenceTemplate);
