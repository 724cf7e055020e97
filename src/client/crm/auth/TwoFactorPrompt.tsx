import { Alert, Button, Stack, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { z } from 'zod';
import { recoveryCodeSchema } from '../../../shared/schemas/security.ts';
import { applyServerErrors } from '../../components/useSchemaForm/formErrors.ts';
import { useSchemaForm } from '../../components/useSchemaForm/useSchemaForm.ts';
import { serverErrorMessage } from '../../serverError.ts';
import { useTRPC } from '../../trpc.ts';
import { useCrmTitle } from '../useCrmTitle.ts';
import { AuthCard } from './AuthCard.tsx';
import { AuthScreen } from './AuthScreen.tsx';
import { SwitchModeLink } from './SwitchModeLink.tsx';
import { TotpCodeForm } from './TotpCodeForm.tsx';
import { useSignOut } from './useSignOut.ts';

function RecoveryCodeForm() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const useCode = useMutation(trpc.twoFactor.useRecoveryCode.mutationOptions());
  const [alert, setAlert] = useState<string | null>(null);
  const form = useSchemaForm(recoveryCodeSchema, { code: '' });

  async function submit(values: z.output<typeof recoveryCodeSchema>) {
    setAlert(null);
    try {
      await useCode.mutateAsync(values);
    } catch (error) {
      if (!applyServerErrors(form, error)) setAlert(serverErrorMessage(error));
      return;
    }
    await queryClient.invalidateQueries({ queryKey: trpc.auth.me.queryKey() });
  }

  return (
    <form onSubmit={form.onSubmit(submit)} noValidate aria-label="Use a recovery code">
      <Stack gap="sm">
        {alert && <Alert color="red">{alert}</Alert>}
        <TextInput label="Recovery code" autoComplete="off" required {...form.getInputProps('code')} />
        <Button type="submit" fullWidth disabled={form.submitting}>
          Verify
        </Button>
      </Stack>
    </form>
  );
}

/** The second step of signing in: the code from the authenticator app, or one recovery code. */
export function TwoFactorPrompt() {
  useCrmTitle('Two-Factor Authentication');
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const verify = useMutation(trpc.twoFactor.verify.mutationOptions());
  const signOut = useSignOut();
  const [withRecoveryCode, setWithRecoveryCode] = useState(false);

  return (
    <AuthScreen>
      <AuthCard
        title="Two-Factor Authentication"
        subtitle={
          withRecoveryCode
            ? 'Enter one of the recovery codes you saved. Each works once.'
            : 'Enter the 6-digit code from your authenticator app.'
        }
      >
        {withRecoveryCode ? (
          <RecoveryCodeForm />
        ) : (
          <TotpCodeForm
            label="Code"
            submitLabel="Verify"
            onSubmit={async (code) => {
              await verify.mutateAsync({ code });
              await queryClient.invalidateQueries({ queryKey: trpc.auth.me.queryKey() });
            }}
          />
        )}
        <SwitchModeLink
          label={withRecoveryCode ? 'Use the code from my app' : 'Use a recovery code instead'}
          onClick={() => setWithRecoveryCode(!withRecoveryCode)}
        />
        <SwitchModeLink label="Sign out" onClick={() => signOut.mutate()} />
      </AuthCard>
    </AuthScreen>
  );
}
