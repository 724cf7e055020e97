import { randomUUID } from 'node:crypto';
import { defineEntity, p } from '@mikro-orm/core';
import { breachDecision } from '../../../shared/enums.ts';
import { timestamps } from './timestamps.ts';
import { User } from './user.ts';

/** A data breach in the register (Notifiable Data Breaches scheme): what happened and who was told. */
export const DataBreachSchema = defineEntity({
  name: 'DataBreach',
  tableName: 'data_breaches',
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    whatHappened: p.text(),
    foundOn: p.date(),
    assessedBy: p.string().length(200).nullable(),
    decision: p.enum(breachDecision.values).default('undecided'),
    oaicNotifiedOn: p.date().nullable(),
    peopleNotifiedOn: p.date().nullable(),
    notes: p.text().nullable(),
    createdBy: () => p.manyToOne(User).fieldName('created_by').nullable().deleteRule('set null'),
    ...timestamps(),
  },
  indexes: [
    {
      name: 'data_breaches_newest_index',
      expression:
        'create index "data_breaches_newest_index" on "data_breaches" ("created_at" desc, "id" desc)',
    },
  ],
});

export class DataBreach extends DataBreachSchema.class {}
DataBreachSchema.setClass(DataBreach);
