import '@mantine/core/styles/Badge.css';
import { Badge } from '@mantine/core';
import type { AuditType } from '../../../shared/catalog/registration-groups.ts';

export function AuditTypeBadge({ auditType }: { auditType: AuditType }) {
  return (
    <Badge variant="light" color={auditType === 'Certification' ? 'orange' : 'teal'}>
      {auditType}
    </Badge>
  );
}
