import type { IntakeSubmission } from '../../../shared/schemas/intake.ts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '../../trpc.ts';

const HOUR = 60 * 60 * 1000;

/**
 * Sends the contact form to `intake.createLeadFromForm`, with the signed render time the
 * page fetched when it opened (the server drops forms sent faster than a person types).
 * A rejection (network, rate limit, validation) is left to the form's failure toast.
 */
export function useSendContactMessage() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  // Refetched hourly so a page left open never holds an expired token.
  const tokenOptions = trpc.intake.formToken.queryOptions(undefined, {
    staleTime: Infinity,
    refetchInterval: HOUR,
  });
  const formToken = useQuery(tokenOptions);
  const createLead = useMutation(trpc.intake.createLeadFromForm.mutationOptions());

  return async ({ website, ...formData }: IntakeSubmission): Promise<void> => {
    const token = formToken.data?.token ?? (await queryClient.fetchQuery(tokenOptions)).token;
    await createLead.mutateAsync({
      formType: 'contact',
      formData: { ...formData, submittedAt: new Date().toISOString() },
      website,
      formToken: token,
    });
  };
}
