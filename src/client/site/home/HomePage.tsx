import { PlaceholderPage } from '../PlaceholderPage.tsx';

export function HomePage() {
  return <PlaceholderPage title="NDIS Provider Support" />;
}
