import { defineEntity, p } from '@mikro-orm/core';
import { listLayout } from '../../../shared/schemas/list-view.ts';
import { User } from './user.ts';

/** How a person likes a record type's list shown (cards or a table), on every device they sign in on. */
export const ListViewSchema = defineEntity({
  name: 'ListView',
  tableName: 'list_views',
  properties: {
    user: () => p.manyToOne(User).primary().deleteRule('cascade'),
    /** The record type's path ('leads'). */
    recordType: p.string().length(40).primary(),
    layout: p.enum(listLayout.values),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date())
      .defaultRaw('now()'),
  },
});

export class ListView extends ListViewSchema.class {}
ListViewSchema.setClass(ListView);
