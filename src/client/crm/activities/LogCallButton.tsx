import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconPhoneCall } from '@tabler/icons-react';
import type { ComponentProps } from 'react';
import { LogCallModal } from './LogCallModal.tsx';

type LogCallButtonProps = Omit<ComponentProps<typeof LogCallModal>, 'opened' | 'onClose'>;

/** 'Log Call', opening its dialog. */
export function LogCallButton(call: LogCallButtonProps) {
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <Button leftSection={<IconPhoneCall size={16} />} onClick={open}>
        Log Call
      </Button>
      <LogCallModal {...call} opened={opened} onClose={close} />
    </>
  );
}
