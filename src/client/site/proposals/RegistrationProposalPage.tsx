import { PlaceholderPage } from '../PlaceholderPage.tsx';

export function RegistrationProposalPage() {
  return <PlaceholderPage title="NDIS Registration Proposal" />;
}
