import { PlaceholderPage } from '../PlaceholderPage.tsx';

export function ExistingProviderProposalPage() {
  return <PlaceholderPage title="Full Certification Audit Registration" />;
}
