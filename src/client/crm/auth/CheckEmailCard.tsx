import { Button, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconMailCheck } from '@tabler/icons-react';
import { AuthCard } from './AuthCard.tsx';

type CheckEmailCardProps = { email: string; onBackToSignIn: () => void };

/** Shown after sign-up: the account waits for the link in the confirmation mail. */
export function CheckEmailCard({ email, onBackToSignIn }: CheckEmailCardProps) {
  return (
    <AuthCard title="Check Your Email">
      <Stack gap="md" align="center">
        <ThemeIcon size={56} radius="xl" variant="light" color="green" aria-hidden>
          <IconMailCheck size={30} />
        </ThemeIcon>
        <Text ta="center">
          We&apos;ve sent a confirmation link to{' '}
          <Text span fw={600}>
            {email}
          </Text>
          . Please click the link in the email to verify your account.
        </Text>
        <Button variant="light" fullWidth onClick={onBackToSignIn}>
          Back to Sign In
        </Button>
      </Stack>
    </AuthCard>
  );
}
