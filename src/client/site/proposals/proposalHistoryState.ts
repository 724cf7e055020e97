import { z } from 'zod';
import { existingProviderDetailsSchema } from '../../../shared/proposal.ts';

/**
 * What a proposal page keeps in its own history entry when it moves on to /payment, so that
 * going back (browser Back or the checkout's back button) shows the same selection, the
 * accepted terms and the service details. The history entry survives a reload; a fresh visit
 * from the menu starts empty. zod comes with this module, which a page loads only when its
 * history entry has a state to read.
 */
const proposalHistoryStateSchema = z.object({
  selectedGroupIds: z.array(z.string()),
  termsAccepted: z.boolean(),
  existingProviderDetails: existingProviderDetailsSchema.optional(),
});

export type ProposalHistoryState = z.infer<typeof proposalHistoryStateSchema>;

export function readProposalHistoryState(state: unknown): ProposalHistoryState | undefined {
  return proposalHistoryStateSchema.safeParse(state).data;
}
