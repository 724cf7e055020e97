import { Stack } from '@mantine/core';
import { PasskeysCard } from './PasskeysCard.tsx';
import { SessionsCard } from './SessionsCard.tsx';
import { TwoFactorCard } from './TwoFactorCard.tsx';

/** Settings › Security: the second factor, passkeys and where I am signed in. */
export function SecurityPage() {
  return (
    <Stack gap="lg">
      <TwoFactorCard />
      <PasskeysCard />
      <SessionsCard />
    </Stack>
  );
}
