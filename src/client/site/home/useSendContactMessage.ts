import type { IntakeSubmission } from '../../../shared/schemas/intake.ts';
import { trpc } from '../../trpc.ts';

const HOUR = 60 * 60 * 1000;

/**
 * Sends the contact form to `intake.createLeadFromForm`, with the signed render time the
 * page fetched when it opened (the server drops forms sent faster than a person types).
 * A rejection (network, rate limit, validation) is left to the form's failure toast.
 */
export function useSendContactMessage() {
  const utils = trpc.useUtils();
  // Refetched hourly so a page left open never holds an expired token.
  const formToken = trpc.intake.formToken.useQuery(undefined, { staleTime: Infinity, refetchInterval: HOUR });
  const createLead = trpc.intake.createLeadFromForm.useMutation();

  return async ({ website, ...formData }: IntakeSubmission): Promise<void> => {
    const token = formToken.data?.token ?? (await utils.intake.formToken.fetch()).token;
    await createLead.mutateAsync({
      formType: 'contact',
      formData: { ...formData, submittedAt: new Date().toISOString() },
      website,
      formToken: token,
    });
  };
}
