import { schemaResolver, useForm } from '@mantine/form';
import { leadInputSchema } from '../../../shared/schemas/lead.ts';
import type { RouterOutputs } from '../../trpc.ts';
import { leadFormValues } from './leadFormValues.ts';

type Lead = RouterOutputs['leads']['byId'];

/** The lead form's state, checked by the same schema the server uses. */
export function useLeadForm(lead: Lead | null) {
  return useForm({
    initialValues: leadFormValues(lead),
    validate: schemaResolver(leadInputSchema, { sync: true }),
    transformValues: (values) => leadInputSchema.parse(values),
    enhanceGetInputProps: ({ form }) => ({ disabled: form.submitting }),
  });
}

export type LeadFormApi = ReturnType<typeof useLeadForm>;
