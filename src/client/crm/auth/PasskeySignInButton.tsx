import { Alert, Button, Stack } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { IconKey } from '@tabler/icons-react';
import { useState } from 'react';
import { serverErrorMessage } from '../../serverError.ts';
import { useTRPC } from '../../trpc.ts';
import { passkeyErrorMessage } from './passkeyErrors.ts';

/** 'Sign in with a passkey': the browser offers this site's passkeys; one stands for password and code. */
export function PasskeySignInButton() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const options = useMutation(trpc.passkeys.signInOptions.mutationOptions());
  const signIn = useMutation(
    trpc.passkeys.signIn.mutationOptions({
      onSuccess: (user) => queryClient.setQueryData(trpc.auth.me.queryKey(), user),
    }),
  );
  const [alert, setAlert] = useState<string | null>(null);
  const busy = options.isPending || signIn.isPending;

  async function run() {
    setAlert(null);
    let optionsJSON;
    try {
      optionsJSON = await options.mutateAsync();
    } catch (error) {
      setAlert(serverErrorMessage(error));
      return;
    }
    let credential;
    try {
      // Loaded on use, so the sign-in screen does not wait for it.
      const { startAuthentication } = await import('@simplewebauthn/browser');
      credential = await startAuthentication({ optionsJSON });
    } catch (error) {
      setAlert(passkeyErrorMessage(error));
      return;
    }
    try {
      await signIn.mutateAsync({ credential });
    } catch (error) {
      setAlert(serverErrorMessage(error));
    }
  }

  return (
    <Stack gap="sm">
      {alert && <Alert color="red">{alert}</Alert>}
      <Button
        variant="default"
        fullWidth
        leftSection={<IconKey size={16} />}
        disabled={busy}
        onClick={() => void run()}
      >
        Sign in with a passkey
      </Button>
    </Stack>
  );
}
