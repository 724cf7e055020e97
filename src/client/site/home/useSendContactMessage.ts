import type { IntakeSubmission } from '../../../shared/schemas/intake.ts';
import { useMutation } from '@tanstack/react-query';
import { useTRPC } from '../../trpc.ts';
import { useFormToken } from '../useFormToken.ts';

/**
 * Sends the contact form to `intake.createLeadFromForm`, with the signed render time the
 * page fetched when it opened.
 * A rejection (network, rate limit, validation) is left to the form's failure toast.
 */
export function useSendContactMessage() {
  const trpc = useTRPC();
  const formToken = useFormToken();
  const createLead = useMutation(trpc.intake.createLeadFromForm.mutationOptions());

  return async ({ website, ...formData }: IntakeSubmission): Promise<void> => {
    const token = await formToken();
    await createLead.mutateAsync({
      formType: 'contact',
      formData: { ...formData, submittedAt: new Date().toISOString() },
      website,
      formToken: token,
    });
  };
}
