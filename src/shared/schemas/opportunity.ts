import { z } from 'zod';
import { registrationGroups } from '../catalog/registration-groups.ts';
import { closeRange, opportunityStage } from '../enums.ts';
import {
  optionalDate,
  optionalId,
  optionalNumber,
  optionalText,
  recordIdSchema,
  recordListSchema,
  requiredText,
} from './fields.ts';
import { opportunityLabels } from '../record-fields/opportunities.ts';

export const SELECT_ACCOUNT = 'Please select an account';
export const LOSS_REASON_REQUIRED = 'Please say why the opportunity was lost';

const groupIds = registrationGroups.map((group) => group.id) as [string, ...string[]];

const stage = z.enum(opportunityStage.values, { error: 'Please choose a stage' });

const lossReason = optionalText(opportunityLabels.lossReason, 2000);

/** Closed Lost needs a reason; any other stage keeps none. */
function requireLossReason(
  values: { stage: z.output<typeof stage>; lossReason: string | null },
  context: z.RefinementCtx,
) {
  if (values.stage === 'closed_lost' && !values.lossReason) {
    context.addIssue({ code: 'custom', path: ['lossReason'], message: LOSS_REASON_REQUIRED });
  }
}

/**
 * An opportunity as the form (and the lead's Convert dialog) sends it. The server gives an
 * empty probability the stage's default, and keeps a loss reason only on Closed Lost.
 * `sourceLeadId` is set only by converting a lead.
 */
export const opportunityInputSchema = z
  .object({
    name: requiredText(opportunityLabels.name, 200),
    accountId: optionalId(opportunityLabels.account),
    contactId: optionalId(opportunityLabels.contact),
    stage: stage.default('qualification'),
    amount: optionalNumber({ label: opportunityLabels.amount, max: 9_999_999_999 }),
    probability: optionalNumber({ label: opportunityLabels.probability, max: 100, integer: true }),
    expectedCloseDate: optionalDate(opportunityLabels.expectedCloseDate),
    ownerId: optionalId(opportunityLabels.owner),
    sourceLeadId: optionalId(opportunityLabels.sourceLead),
    registrationGroups: z
      .array(z.enum(groupIds, { error: 'Please choose registration groups from the list' }))
      .max(groupIds.length)
      .default([])
      .transform((ids) => [...new Set(ids)]),
    lossReason,
    description: optionalText(opportunityLabels.description, 5000),
  })
  .superRefine((values, context) => {
    if (!values.accountId) context.addIssue({ code: 'custom', path: ['accountId'], message: SELECT_ACCOUNT });
    requireLossReason(values, context);
  });
export type OpportunityInput = z.input<typeof opportunityInputSchema>;
export type OpportunityValues = z.output<typeof opportunityInputSchema>;

export const opportunityUpdateSchema = opportunityInputSchema.safeExtend(recordIdSchema.shape);

const filters = {
  accountId: z.uuid('Please choose a valid account').nullish(),
  ownerId: z.uuid('Please choose a valid owner').nullish(),
  stage: stage.nullish(),
  closeRange: z.enum(closeRange.values).nullish(),
  /** Closed (won or lost) between these days: when it entered its closed stage, in Sydney (the win rate report). */
  closedFrom: optionalDate('Closed from'),
  closedTo: optionalDate('Closed to'),
  /** Expected to close between these days (the pipeline and forecast reports). */
  closingFrom: optionalDate('Closing from'),
  closingTo: optionalDate('Closing to'),
  /** Only open stages (Qualification to Negotiation). */
  open: z.boolean({ error: 'Open must be true or false' }).nullish(),
  /** Committed deals (Negotiation and Closed Won), or the others. */
  committed: z.boolean({ error: 'Committed must be true or false' }).nullish(),
};

/**
 * Search matches name, account and description, ignoring case. Sorts: newest first, by
 * expected close date (soonest first), by amount (largest first), by name.
 */
export const opportunityListSchema = recordListSchema(
  ['newest', 'oldest', 'closeDate', 'amount', 'name'],
  filters,
);
export type OpportunityListInput = z.output<typeof opportunityListSchema>;

export const opportunityRecordSchemas = {
  values: opportunityInputSchema,
  update: opportunityUpdateSchema,
  list: opportunityListSchema,
};

/** The board's filters: owner and expected close range (the stage is the column). */
export const boardFiltersSchema = z.object({
  ownerId: filters.ownerId,
  closeRange: filters.closeRange,
});
export type BoardFilters = z.output<typeof boardFiltersSchema>;

export const BOARD_PAGE_SIZE = 20;

/** One column's next cards: after the last card shown (keyset on the column's order). */
export const boardColumnSchema = boardFiltersSchema.extend({
  stage,
  cursor: z.object({ stageChangedAt: z.date(), id: z.uuid() }).nullish(),
});
export type BoardColumnInput = z.output<typeof boardColumnSchema>;

/** A card dropped on another column; Closed Lost needs the reason. */
export const moveStageSchema = z
  .object({ id: z.uuid('Invalid id'), stage, lossReason })
  .superRefine(requireLossReason);
export type MoveStageInput = z.output<typeof moveStageSchema>;
