import { defineEntity, p } from '@mikro-orm/core';

/** Key/value facts about this installation (e.g. when its database was first set up). */
export const AppMetaSchema = defineEntity({
  name: 'AppMeta',
  tableName: 'app_meta',
  properties: {
    key: p.string().length(100).primary(),
    value: p.text(),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
});

export class AppMeta extends AppMetaSchema.class {}
AppMetaSchema.setClass(AppMeta);
