import { PlaceholderPage } from '../PlaceholderPage.tsx';

export function NdisAuditsPage() {
  return <PlaceholderPage title="NDIS Audits &amp; Registration Groups" />;
}
