import { randomUUID } from 'node:crypto';
import { defineEntity, p } from '@mikro-orm/core';
import { Lead } from './lead.ts';
import { timestamps } from './timestamps.ts';
import { User } from './user.ts';

/** A free-text note kept on a lead. */
export const NoteSchema = defineEntity({
  name: 'Note',
  tableName: 'notes',
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    lead: () => p.manyToOne(Lead).deleteRule('cascade').index(),
    content: p.text(),
    createdBy: () => p.manyToOne(User).fieldName('created_by').nullable().deleteRule('set null'),
    ...timestamps(),
  },
});

export class Note extends NoteSchema.class {}
NoteSchema.setClass(Note);
