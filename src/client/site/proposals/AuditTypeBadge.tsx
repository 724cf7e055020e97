import '@mantine/core/styles/Badge.css';
import { Badge } from '@mantine/core';
import type { CSSProperties } from 'react';
import type { AuditType } from '../../../shared/catalog/registration-groups.ts';

const colors: Record<AuditType, CSSProperties> = {
  Verification: {
    '--badge-bg': 'var(--mantine-color-teal-light)',
    '--badge-color': 'var(--mantine-color-teal-light-color)',
  } as CSSProperties,
  Certification: {
    '--badge-bg': 'var(--mantine-color-orange-light)',
    '--badge-color': 'var(--mantine-color-orange-light-color)',
  } as CSSProperties,
};

/**
 * Mantine's light Badge in teal or orange, drawn by its classes on plain elements: the proposal
 * table shows 72 of them, and each Badge component costs the page's hydration on a phone.
 */
export function AuditTypeBadge({ auditType }: { auditType: AuditType }) {
  return (
    <span className={Badge.classes.root} data-variant="light" style={colors[auditType]}>
      <span className={Badge.classes.label}>{auditType}</span>
    </span>
  );
}
