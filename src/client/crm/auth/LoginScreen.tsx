import { Box, Center, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconHeartHandshake } from '@tabler/icons-react';
import { useState } from 'react';
import { useCrmTitle } from '../useCrmTitle.ts';
import { CheckEmailCard } from './CheckEmailCard.tsx';
import { useLoginNotice } from './loginNotice.ts';
import { SignInForm } from './SignInForm.tsx';
import { SignUpForm } from './SignUpForm.tsx';

type Mode = { name: 'signIn' } | { name: 'signUp' } | { name: 'checkEmail'; email: string };

const modeTitles = { signIn: 'Sign In', signUp: 'Sign Up', checkEmail: 'Check Your Email' } as const;

/** What a signed-out visitor of /crm sees: one card that signs in, signs up, or asks to check the mail. */
export function LoginScreen() {
  const notice = useLoginNotice();
  const [mode, setMode] = useState<Mode>({ name: 'signIn' });
  useCrmTitle(modeTitles[mode.name]);
  const showSignIn = () => setMode({ name: 'signIn' });

  return (
    <Center component="main" mih="100vh" p="md" bg="gray.0">
      <Box w="100%" maw={440}>
        <Stack gap={6} align="center" mb="xl">
          <ThemeIcon size={48} radius="md" aria-hidden>
            <IconHeartHandshake size={28} />
          </ThemeIcon>
          <Title order={1} size="h2">
            NDIS CRM
          </Title>
          <Text c="dimmed" ta="center">
            NDIS Provider Support Management System
          </Text>
        </Stack>
        {mode.name === 'signIn' && (
          <SignInForm notice={notice} onSignUp={() => setMode({ name: 'signUp' })} />
        )}
        {mode.name === 'signUp' && (
          <SignUpForm onSignedUp={(email) => setMode({ name: 'checkEmail', email })} onSignIn={showSignIn} />
        )}
        {mode.name === 'checkEmail' && <CheckEmailCard email={mode.email} onBackToSignIn={showSignIn} />}
      </Box>
    </Center>
  );
}
