import { Alert, SimpleGrid, Stack } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { z } from 'zod';
import { crmBasePath } from '../../../shared/routes.ts';
import { acceptInvitationSchema } from '../../../shared/schemas/auth.ts';
import { applyServerErrors } from '../../components/useSchemaForm/formErrors.ts';
import { useSchemaForm } from '../../components/useSchemaForm/useSchemaForm.ts';
import { serverErrorMessage } from '../../serverError.ts';
import { useTRPC } from '../../trpc.ts';
import { useCrmTitle } from '../useCrmTitle.ts';
import { AuthCard } from './AuthCard.tsx';
import { loginNoticeState } from './loginNotice.ts';
import { NameFields } from './NameFields.tsx';
import { NewPasswordField } from './NewPasswordField.tsx';
import { AuthPage } from './AuthPage.tsx';
import { AuthSubmit } from './AuthFields.tsx';

/**
 * /crm/invitation?token=...: an admin's invitation. The invited person chooses their name and
 * password; the account is ready at once, with the role the admin chose.
 */
export function AcceptInvitationPage() {
  useCrmTitle('Accept Invitation');
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const accept = useMutation(useTRPC().auth.acceptInvitation.mutationOptions());
  const [alert, setAlert] = useState<string | null>(null);
  const form = useSchemaForm(acceptInvitationSchema, {
    token: searchParams.get('token') ?? '',
    firstName: '',
    lastName: '',
    password: '',
  });

  async function submit(values: z.output<typeof acceptInvitationSchema>) {
    setAlert(null);
    try {
      await accept.mutateAsync(values);
    } catch (error) {
      if (!applyServerErrors(form, error)) setAlert(serverErrorMessage(error));
      return;
    }
    const notice = { color: 'green' as const, message: 'Your account is ready. You can now sign in.' };
    void navigate(crmBasePath, { replace: true, state: loginNoticeState(notice) });
  }

  return (
    <AuthPage>
      <AuthCard title="Accept Invitation" subtitle="Choose your name and password for the CRM">
        <form onSubmit={form.onSubmit(submit)} noValidate aria-label="Accept Invitation">
          <Stack gap="md">
            {(alert ?? form.errors.token) && <Alert color="red">{alert ?? form.errors.token}</Alert>}
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
              <NameFields form={form} />
            </SimpleGrid>
            <NewPasswordField {...form.getInputProps('password')} />
            <AuthSubmit submitting={form.submitting} label="Create Account" busy="Creating account..." />
          </Stack>
        </form>
      </AuthCard>
    </AuthPage>
  );
}
