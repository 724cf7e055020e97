import { Alert, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { z } from 'zod';
import { requestPasswordResetSchema } from '../../../shared/schemas/auth.ts';
import { applyServerErrors } from '../../components/useSchemaForm/formErrors.ts';
import { useSchemaForm } from '../../components/useSchemaForm/useSchemaForm.ts';
import { serverErrorMessage } from '../../serverError.ts';
import { useTRPC } from '../../trpc.ts';
import { AuthCard } from './AuthCard.tsx';
import { SwitchModeLink } from './SwitchModeLink.tsx';
import { AuthSubmit, EmailField } from './AuthFields.tsx';

export const RESET_LINK_SENT =
  "If an account exists for that address, we've sent a link to set a new password.";

/** 'Forgot password?': an address, then the same answer whether or not it has an account. */
export function ForgotPasswordForm({ onSignIn }: { onSignIn: () => void }) {
  const request = useMutation(useTRPC().auth.requestPasswordReset.mutationOptions());
  const [alert, setAlert] = useState<string | null>(null);
  const form = useSchemaForm(requestPasswordResetSchema, { email: '' });

  async function submit(values: z.output<typeof requestPasswordResetSchema>) {
    setAlert(null);
    try {
      await request.mutateAsync(values);
    } catch (error) {
      if (!applyServerErrors(form, error)) setAlert(serverErrorMessage(error));
    }
  }

  return (
    <AuthCard title="Forgot Password" subtitle="We'll email you a link to set a new password">
      {request.isSuccess ? (
        <Stack gap="md">
          <Alert color="green" role="status">
            {RESET_LINK_SENT}
          </Alert>
          <Text size="sm" c="dimmed">
            The link works once and is valid for 30 minutes.
          </Text>
        </Stack>
      ) : (
        <form onSubmit={form.onSubmit(submit)} noValidate aria-label="Forgot Password">
          <Stack gap="md">
            {alert && <Alert color="red">{alert}</Alert>}
            <EmailField {...form.getInputProps('email')} />
            <AuthSubmit submitting={form.submitting} label="Send Reset Link" busy="Sending..." />
          </Stack>
        </form>
      )}
      <SwitchModeLink label="Back to Sign In" onClick={onSignIn} />
    </AuthCard>
  );
}
