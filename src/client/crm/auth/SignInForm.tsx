import { Alert, Anchor, Divider, Group, PasswordInput, Stack } from '@mantine/core';
import { useState } from 'react';
import type { z } from 'zod';
import { EMAIL_NOT_CONFIRMED, signInSchema } from '../../../shared/schemas/auth.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { applyServerErrors } from '../../components/useSchemaForm/formErrors.ts';
import { serverErrorMessage } from '../../serverError.ts';
import { useTRPC } from '../../trpc.ts';
import { AuthCard } from './AuthCard.tsx';
import type { LoginNotice } from './loginNotice.ts';
import { PasskeySignInButton } from './PasskeySignInButton.tsx';
import { ResendConfirmationAlert } from './ResendConfirmationAlert.tsx';
import { SwitchModeLink } from './SwitchModeLink.tsx';
import { useSchemaForm } from '../../components/useSchemaForm/useSchemaForm.ts';
import { AuthSubmit, EmailField } from './AuthFields.tsx';

type SignInFormProps = { notice: LoginNotice | null; onSignUp: () => void; onForgotPassword: () => void };

/**
 * The Sign In card; on success the signed-in user goes into `auth.me`, so the gate opens the shell.
 * The right password of a sign-up not confirmed yet gets 'Email not confirmed' and a way to have
 * the link sent again.
 */
export function SignInForm({ notice, onSignUp, onForgotPassword }: SignInFormProps) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const signIn = useMutation(
    trpc.auth.signIn.mutationOptions({
      onSuccess: (user) => queryClient.setQueryData(trpc.auth.me.queryKey(), user),
    }),
  );
  const [alert, setAlert] = useState<string | null>(null);
  const [unconfirmed, setUnconfirmed] = useState<z.output<typeof signInSchema> | null>(null);
  const form = useSchemaForm(signInSchema, { email: '', password: '' });

  async function submit(values: z.output<typeof signInSchema>) {
    setAlert(null);
    setUnconfirmed(null);
    try {
      await signIn.mutateAsync(values);
    } catch (error) {
      if (serverErrorMessage(error) === EMAIL_NOT_CONFIRMED) setUnconfirmed(values);
      else if (!applyServerErrors(form, error)) setAlert(serverErrorMessage(error));
    }
  }

  return (
    <AuthCard title="Sign In" subtitle="Access your CRM dashboard">
      <form onSubmit={form.onSubmit(submit)} noValidate aria-label="Sign In">
        <Stack gap="md">
          {notice && <Alert color={notice.color}>{notice.message}</Alert>}
          {alert && <Alert color="red">{alert}</Alert>}
          {unconfirmed && <ResendConfirmationAlert credentials={unconfirmed} />}
          <EmailField {...form.getInputProps('email')} />
          <Stack gap={4}>
            <PasswordInput
              label="Password"
              autoComplete="current-password"
              required
              {...form.getInputProps('password')}
            />
            <Group justify="flex-end">
              <Anchor component="button" type="button" size="sm" onClick={onForgotPassword}>
                Forgot password?
              </Anchor>
            </Group>
          </Stack>
          <AuthSubmit submitting={form.submitting} label="Sign In" busy="Signing in..." />
        </Stack>
      </form>
      <Divider label="or" labelPosition="center" my="md" />
      <PasskeySignInButton />
      <SwitchModeLink label="Don't have an account? Sign up" onClick={onSignUp} />
    </AuthCard>
  );
}
