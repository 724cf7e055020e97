import { Badge, type MantineColor } from '@mantine/core';
import { defaultStaffRole } from '../../../shared/enums.ts';

function roleColor(role: string): MantineColor {
  if (role === 'admin') return 'red';
  if (role === 'manager') return 'blue';
  return 'gray';
}

/** A staff member's role: admin red, manager blue, anything else grey. */
export function RoleBadge({ role }: { role: string }) {
  return (
    <Badge color={roleColor(role)} variant="light" size="sm">
      {role || defaultStaffRole}
    </Badge>
  );
}
