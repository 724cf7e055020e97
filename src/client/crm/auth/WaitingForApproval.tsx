import { Button, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconHourglass } from '@tabler/icons-react';
import type { CurrentUser } from '../currentUser.ts';
import { useCrmTitle } from '../useCrmTitle.ts';
import { AuthCard } from './AuthCard.tsx';
import { useSignOut } from './useSignOut.ts';
import { AuthPage } from './AuthPage.tsx';

/** What a signed-in user whose account an admin has not approved yet sees instead of the CRM. */
export function WaitingForApproval({ user }: { user: CurrentUser }) {
  useCrmTitle('Waiting for Approval');
  const signOut = useSignOut();
  return (
    <AuthPage>
      <AuthCard title="Waiting for Approval">
        <Stack gap="md" align="center">
          <ThemeIcon size={56} radius="xl" variant="light" aria-hidden>
            <IconHourglass size={30} />
          </ThemeIcon>
          <Text ta="center">
            Your email{' '}
            <Text span fw={600}>
              {user.email}
            </Text>{' '}
            is confirmed. An admin has been told and will approve your account; until then the CRM stays
            closed to you. Reload this page after they have.
          </Text>
          <Button variant="light" fullWidth onClick={() => signOut.mutate()} loading={signOut.isPending}>
            Sign Out
          </Button>
        </Stack>
      </AuthCard>
    </AuthPage>
  );
}
