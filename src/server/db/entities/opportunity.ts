import { randomUUID } from 'node:crypto';
import { defineEntity, p } from '@mikro-orm/core';
import { opportunityStage } from '../../../shared/enums.ts';
import { Account } from './account.ts';
import { Contact } from './contact.ts';
import { Lead } from './lead.ts';
import { searchText, searchTextIndex, sortIndex } from './search-index.ts';
import { softDelete, softDeleteFilter } from './soft-delete.ts';
import { timestamps } from './timestamps.ts';
import { followedBy, statementTriggers, trigger } from './triggers.ts';
import { User } from './user.ts';

/** A deal being worked through the pipeline's stages, often converted from a lead. */
export const OpportunitySchema = defineEntity({
  name: 'Opportunity',
  tableName: 'opportunities',
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    name: p.string().length(200),
    account: () => p.manyToOne(Account).index(),
    contact: () => p.manyToOne(Contact).nullable().index(),
    stage: p.enum(opportunityStage.values).default('qualification'),
    /** When the opportunity entered its stage: the board's order and its 'days in stage'. */
    stageChangedAt: p
      .datetime()
      .onCreate(() => new Date())
      .defaultRaw('now()'),
    amount: p.decimal('number').precision(15).scale(2).nullable(),
    probability: p.integer(),
    expectedCloseDate: p.date().nullable(),
    owner: () => p.manyToOne(User).fieldName('owner_id').nullable().deleteRule('set null').index(),
    /** The lead it was converted from; the lead finds its opportunity through this column. */
    sourceLead: () => p.manyToOne(Lead).fieldName('source_lead_id').nullable().deleteRule('set null'),
    registrationGroups: p.array().default([]),
    lossReason: p.text().nullable(),
    description: p.text().nullable(),
    createdBy: () => p.manyToOne(User).fieldName('created_by').nullable().deleteRule('set null'),
    /** Name, description and account name (migration `opportunity_search_text`). */
    ...searchText(),
    ...softDelete(),
    ...timestamps(),
  },
  filters: softDeleteFilter,
  // The list's sorts (opportunity-type.ts), each read in either direction; the search; the board.
  indexes: [
    sortIndex('opportunities', 'created_at', ['"created_at"']),
    sortIndex('opportunities', 'name', ['"name"']),
    sortIndex('opportunities', 'amount', ['coalesce("amount", -1)']),
    sortIndex('opportunities', 'expected_close_date', [
      'coalesce("expected_close_date", \'infinity\'::date)',
    ]),
    searchTextIndex('opportunities'),
    {
      // A board column's cards in order, and its count and total from the index alone.
      name: 'opportunities_board_index',
      expression:
        'create index "opportunities_board_index" on "opportunities" ("stage", "stage_changed_at" desc, "id" desc) include ("amount") where "deleted_at" is null',
    },
    {
      // One live opportunity per lead: converting twice finds the first.
      name: 'opportunities_source_lead_unique',
      expression:
        'create unique index "opportunities_source_lead_unique" on "opportunities" ("source_lead_id") where "deleted_at" is null',
    },
  ],
  triggers: [
    trigger(
      'opportunities_search_text',
      'before',
      ['insert', 'update'],
      'create trigger opportunities_search_text before insert or update of name, description, account_id on opportunities for each row execute function opportunities_search_text()',
    ),
    followedBy('documents', 'opportunities', ['name']),
    // Its lead's outcome, converted or won (migration `report_summaries`).
    ...statementTriggers('lead_outcome', 'opportunities'),
  ],
  checks: [
    { name: 'opportunities_probability_range', expression: '(probability >= 0) AND (probability <= 100)' },
    {
      name: 'opportunities_loss_reason',
      expression: "(stage <> 'closed_lost') OR (loss_reason IS NOT NULL)",
    },
  ],
});

export class Opportunity extends OpportunitySchema.class {}
OpportunitySchema.setClass(Opportunity);
