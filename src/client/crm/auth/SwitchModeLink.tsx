import { Anchor, Center } from '@mantine/core';

/** The link under a login form that switches between signing in and signing up. */
export function SwitchModeLink({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Center mt="md">
      <Anchor component="button" type="button" size="sm" onClick={onClick}>
        {label}
      </Anchor>
    </Center>
  );
}
