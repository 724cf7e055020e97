import { Center, Loader } from '@mantine/core';
import type { PaymentNavigationState } from '../../../shared/proposal.ts';
import type { OnAccepted } from './ConnectedCheckoutDetails.tsx';
import { lazyPart } from '../../components/lazyPart.tsx';
import { SectionCard } from '../proposals/SectionCard.tsx';

const ConnectedCheckoutDetails = lazyPart(
  () => import('./ConnectedCheckoutDetails.tsx'),
  <Center mih={200}>
    <Loader aria-label="Loading your details form" />
  </Center>,
);

/** Who accepts the proposal: on acceptance, the quote is made and emailed with its PDF. */
export function YourDetailsCard({
  state,
  onAccepted,
}: {
  state: PaymentNavigationState;
  onAccepted: OnAccepted;
}) {
  return (
    <SectionCard
      title="Your details"
      description="Accept the proposal now and we email you a copy with the quote as a PDF. We contact you to start your registration."
    >
      <ConnectedCheckoutDetails state={state} onAccepted={onAccepted} />
    </SectionCard>
  );
}
