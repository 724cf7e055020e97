import { Center, Loader } from '@mantine/core';

/** The full-page spinner shown while the CRM works out who is signed in. */
export function CrmLoader() {
  return (
    <Center mih="100vh">
      <Loader aria-label="Loading" />
    </Center>
  );
}
