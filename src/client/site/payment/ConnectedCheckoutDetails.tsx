import type { PaymentNavigationState } from '../../../shared/proposal.ts';
import { ApiProvider } from '../../ApiProvider.tsx';
import { CheckoutDetailsForm } from './CheckoutDetailsForm.tsx';
import type { AcceptedQuote } from './QuoteConfirmation.tsx';
import { useAcceptQuote } from './useAcceptQuote.ts';

/** What the page does once the proposal is accepted: it replaces the checkout with the confirmation. */
export type OnAccepted = (accepted: AcceptedQuote, email: string) => void;

type Props = { state: PaymentNavigationState; onAccepted: OnAccepted };

function AcceptingCheckoutDetails({ state, onAccepted }: Props) {
  const { send } = useAcceptQuote(state);
  return (
    <CheckoutDetailsForm
      onAccept={async (details) => {
        onAccepted(await send(details), details.email);
      }}
    />
  );
}

/** The 'Your details' card's content wired to the server: a chunk of its own, with the form library and the API client. */
export default function ConnectedCheckoutDetails(props: Props) {
  return (
    <ApiProvider>
      <AcceptingCheckoutDetails {...props} />
    </ApiProvider>
  );
}
