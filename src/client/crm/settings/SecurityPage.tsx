import { Stack } from '@mantine/core';
import { ChangePasswordCard } from './ChangePasswordCard.tsx';
import { LoginHistoryCard } from './LoginHistoryCard.tsx';
import { PasskeysCard } from './PasskeysCard.tsx';
import { SessionsCard } from './SessionsCard.tsx';
import { TwoFactorCard } from './TwoFactorCard.tsx';

/** Settings › Security: my password, the second factor, passkeys, where I am signed in and my sign-ins. */
export function SecurityPage() {
  return (
    <Stack gap="lg">
      <ChangePasswordCard />
      <TwoFactorCard />
      <PasskeysCard />
      <SessionsCard />
      <LoginHistoryCard />
    </Stack>
  );
}
