import { Text } from '@mantine/core';
import { useCrmTitle } from '../useCrmTitle.ts';
import { AuthCard } from './AuthCard.tsx';
import { AuthScreen } from './AuthScreen.tsx';
import { SwitchModeLink } from './SwitchModeLink.tsx';
import { TwoFactorSetup } from './TwoFactorSetup.tsx';
import { useSignOut } from './useSignOut.ts';

/** When the team requires two-factor authentication of someone who has none: set-up comes before anything else. */
export function TwoFactorSetupRequired() {
  useCrmTitle('Set Up Two-Factor Authentication');
  const signOut = useSignOut();
  return (
    <AuthScreen>
      <AuthCard title="Set Up Two-Factor Authentication">
        <Text size="sm" mb="md">
          Your team requires a code from an authenticator app at every sign-in. Set it up to continue.
        </Text>
        <TwoFactorSetup onDone={() => undefined} />
        <SwitchModeLink label="Sign out" onClick={() => signOut.mutate()} />
      </AuthCard>
    </AuthScreen>
  );
}
