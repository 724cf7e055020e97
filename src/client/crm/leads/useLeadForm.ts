import { leadInputSchema } from '../../../shared/schemas/lead.ts';
import type { RouterOutputs } from '../../trpc.ts';
import { leadFormValues } from './leadFormValues.ts';
import { useSchemaForm } from '../../components/useSchemaForm/useSchemaForm.ts';

type Lead = RouterOutputs['leads']['byId'];

/** The lead form's state, checked by the same schema the server uses. */
export function useLeadForm(lead: Lead | null) {
  return useSchemaForm(leadInputSchema, leadFormValues(lead));
}

export type LeadFormApi = ReturnType<typeof useLeadForm>;
