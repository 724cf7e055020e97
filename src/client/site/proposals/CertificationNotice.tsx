import '@mantine/core/styles/Alert.css';
import { Alert } from '@mantine/core';
import { IconShieldCheck } from '@tabler/icons-react';

export function CertificationNotice() {
  return (
    <Alert color="orange" title="Certification audit required" icon={<IconShieldCheck aria-hidden />}>
      At least one selected group needs a Certification audit, so the whole registration is audited under
      Certification scope.
    </Alert>
  );
}
