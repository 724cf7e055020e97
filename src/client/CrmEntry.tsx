import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/PasswordInput.css';
import '@mantine/notifications/styles.css';
import { ApiProvider } from './ApiProvider.tsx';
import CrmApp from './crm/CrmApp.tsx';

/**
 * The CRM's first chunk: the API client, the sign-in screen and the styles it needs beyond the
 * site's (src/client/site/siteStyles.ts). The signed-in CRM and the rest of Mantine's styles
 * load after sign-in (crm/SignedInCrm.tsx). Visitors of the public site download none of it.
 */
export default function CrmEntry() {
  return (
    <ApiProvider>
      <CrmApp />
    </ApiProvider>
  );
}
