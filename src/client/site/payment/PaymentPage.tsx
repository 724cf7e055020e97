import { PlaceholderPage } from '../PlaceholderPage.tsx';

export function PaymentPage() {
  return <PlaceholderPage title="Payment Checkout" />;
}
