import { Button } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import type { ComponentPropsWithRef } from 'react';
import { useDisabledUntilHydrated } from '../../components/useHydrated.tsx';

/** The navigation bar's Services button: the dropdown's target, and shown alone while its code loads. */
export function ServicesButton(props: ComponentPropsWithRef<'button'>) {
  const untilHydrated = useDisabledUntilHydrated();
  return (
    <Button
      size="compact-md"
      variant="subtle"
      color="gray"
      c="dark.6"
      rightSection={<IconChevronDown size={16} aria-hidden />}
      {...untilHydrated}
      {...props}
    >
      Services
    </Button>
  );
}
