import { PlaceholderPage } from '../site/PlaceholderPage.tsx';

/** The staff CRM under /crm: the sign-in gate, then the shell with its tabs. */
export default function CrmApp() {
  return <PlaceholderPage title="CRM" />;
}
