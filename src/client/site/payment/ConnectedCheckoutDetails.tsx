import { useState } from 'react';
import type { PaymentNavigationState } from '../../../shared/proposal.ts';
import { ApiProvider } from '../../ApiProvider.tsx';
import { CheckoutDetailsForm } from './CheckoutDetailsForm.tsx';
import { QuoteConfirmation } from './QuoteConfirmation.tsx';
import { useAcceptQuote } from './useAcceptQuote.ts';

type Props = { state: PaymentNavigationState };

function AcceptingCheckoutDetails({ state }: Props) {
  const { send, result } = useAcceptQuote(state);
  const [email, setEmail] = useState('');
  if (result) return <QuoteConfirmation accepted={result} email={email} />;
  return (
    <CheckoutDetailsForm
      onAccept={(details) => {
        setEmail(details.email);
        return send(details);
      }}
    />
  );
}

/** The 'Your details' card's content wired to the server: a chunk of its own, with the form library and the API client. */
export default function ConnectedCheckoutDetails({ state }: Props) {
  return (
    <ApiProvider>
      <AcceptingCheckoutDetails state={state} />
    </ApiProvider>
  );
}
