import { Alert, Anchor, Stack } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import type { z } from 'zod';
import { crmBasePath } from '../../../shared/routes.ts';
import { resetPasswordSchema } from '../../../shared/schemas/auth.ts';
import { applyServerErrors } from '../../components/useSchemaForm/formErrors.ts';
import { useSchemaForm } from '../../components/useSchemaForm/useSchemaForm.ts';
import { serverErrorMessage } from '../../serverError.ts';
import { useTRPC } from '../../trpc.ts';
import { useCrmTitle } from '../useCrmTitle.ts';
import { AuthCard } from './AuthCard.tsx';
import { loginNoticeState } from './loginNotice.ts';
import { NewPasswordField } from './NewPasswordField.tsx';
import { AuthPage } from './AuthPage.tsx';
import { AuthSubmit } from './AuthFields.tsx';

const PASSWORD_SET = {
  color: 'green' as const,
  message: 'Your new password is set, and you are signed out everywhere. Sign in with it now.',
};

/**
 * /crm/reset-password?token=...: the reset mail's link. Sets the new password once, then goes to
 * the Sign In card (which also drops the token from the history). A used or expired link says so.
 */
export function ResetPasswordPage() {
  useCrmTitle('Set a New Password');
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const reset = useMutation(useTRPC().auth.resetPassword.mutationOptions());
  const [alert, setAlert] = useState<string | null>(null);
  const form = useSchemaForm(resetPasswordSchema, { token: searchParams.get('token') ?? '', password: '' });

  async function submit(values: z.output<typeof resetPasswordSchema>) {
    setAlert(null);
    try {
      await reset.mutateAsync(values);
    } catch (error) {
      if (!applyServerErrors(form, error)) setAlert(serverErrorMessage(error));
      return;
    }
    void navigate(crmBasePath, { replace: true, state: loginNoticeState(PASSWORD_SET) });
  }

  const linkProblem = alert ?? form.errors.token;
  return (
    <AuthPage>
      <AuthCard title="Set a New Password" subtitle="Choose the password you will sign in with">
        <form onSubmit={form.onSubmit(submit)} noValidate aria-label="Set a New Password">
          <Stack gap="md">
            {linkProblem && (
              <Alert color="red">
                {linkProblem}{' '}
                <Anchor component={Link} to={crmBasePath} size="sm" c="red.9" td="underline">
                  Go to Sign In
                </Anchor>
              </Alert>
            )}
            <NewPasswordField label="New Password" {...form.getInputProps('password')} />
            <AuthSubmit submitting={form.submitting} label="Set New Password" busy="Saving..." />
          </Stack>
        </form>
      </AuthCard>
    </AuthPage>
  );
}
