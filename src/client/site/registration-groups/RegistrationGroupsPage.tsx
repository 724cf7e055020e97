import { PlaceholderPage } from '../PlaceholderPage.tsx';

export function RegistrationGroupsPage() {
  return <PlaceholderPage title="Understanding NDIS Registration Groups and Relevant Modules" />;
}
