import { useMutation } from '@tanstack/react-query';
import { termsVersion } from '../../../shared/catalog/terms.ts';
import type { PaymentNavigationState } from '../../../shared/proposal.ts';
import type { CheckoutDetails } from '../../../shared/schemas/quote.ts';
import { useTRPC } from '../../trpc.ts';
import { useFormToken } from '../useFormToken.ts';

/**
 * Sends the checkout's acceptance to `quotes.accept`: the prospect's details, what they chose
 * (the server prices it again), the total the page shows and the terms version they accepted,
 * with the contact form's signed render time.
 */
export function useAcceptQuote(state: PaymentNavigationState) {
  const trpc = useTRPC();
  const formToken = useFormToken();
  const accept = useMutation(trpc.quotes.accept.mutationOptions());

  const send = async (details: CheckoutDetails) => {
    const token = await formToken();
    return accept.mutateAsync({
      details,
      providerType: state.providerType === 'existing' ? 'existing_seeking_registration' : 'new_provider',
      groupIds: state.selectedGroups.map((group) => group.id),
      existingProviderDetails: state.existingProviderDetails ?? null,
      total: state.pricing.total,
      termsVersion,
      formToken: token,
    });
  };
  return { send };
}
