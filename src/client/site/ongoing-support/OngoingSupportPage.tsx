import { PlaceholderPage } from '../PlaceholderPage.tsx';

export function OngoingSupportPage() {
  return <PlaceholderPage title="NDIS Compliance &amp; Growth Partner Packages" />;
}
