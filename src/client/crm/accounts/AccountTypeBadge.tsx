import { Badge, type MantineColor } from '@mantine/core';
import { accountType, type AccountType } from '../../../shared/enums.ts';

const colors: Record<AccountType, MantineColor> = {
  small_business: 'blue',
  enterprise: 'violet',
  government: 'teal',
  non_profit: 'green',
  startup: 'orange',
  individual: 'gray',
};

export function AccountTypeBadge({ type }: { type: AccountType }) {
  return (
    <Badge variant="light" color={colors[type]}>
      {accountType.label(type)}
    </Badge>
  );
}
