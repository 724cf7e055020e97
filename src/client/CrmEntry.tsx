import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { ApiProvider } from './ApiProvider.tsx';
import CrmApp from './crm/CrmApp.tsx';

/**
 * The CRM's chunk: the CRM itself, the API client, and all of Mantine's styles (the CRM uses
 * most of Mantine). Visitors of the public site download none of it.
 */
export default function CrmEntry() {
  return (
    <ApiProvider>
      <CrmApp />
    </ApiProvider>
  );
}
