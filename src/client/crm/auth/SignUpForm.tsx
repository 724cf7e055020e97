import { Alert, SimpleGrid, Stack } from '@mantine/core';
import { useState } from 'react';
import type { z } from 'zod';
import { signUpSchema } from '../../../shared/schemas/auth.ts';
import { useMutation } from '@tanstack/react-query';
import { applyServerErrors } from '../../components/useSchemaForm/formErrors.ts';
import { serverErrorMessage } from '../../serverError.ts';
import { useTRPC } from '../../trpc.ts';
import { AuthCard } from './AuthCard.tsx';
import { SwitchModeLink } from './SwitchModeLink.tsx';
import { useSchemaForm } from '../../components/useSchemaForm/useSchemaForm.ts';
import { NameFields } from './NameFields.tsx';
import { NewPasswordField } from './NewPasswordField.tsx';
import { AuthSubmit, EmailField } from './AuthFields.tsx';

type SignUpFormProps = { onSignedUp: (email: string) => void; onSignIn: () => void };

/** The Sign Up card; on success the server has mailed a confirmation link to the address. */
export function SignUpForm({ onSignedUp, onSignIn }: SignUpFormProps) {
  const signUp = useMutation(useTRPC().auth.signUp.mutationOptions());
  const [alert, setAlert] = useState<string | null>(null);
  const form = useSchemaForm(signUpSchema, { firstName: '', lastName: '', email: '', password: '' });

  async function submit(values: z.output<typeof signUpSchema>) {
    setAlert(null);
    try {
      await signUp.mutateAsync(values);
      onSignedUp(values.email);
    } catch (error) {
      if (!applyServerErrors(form, error)) setAlert(serverErrorMessage(error));
    }
  }

  return (
    <AuthCard title="Sign Up" subtitle="Create your CRM account">
      <form onSubmit={form.onSubmit(submit)} noValidate aria-label="Sign Up">
        <Stack gap="md">
          {alert && <Alert color="red">{alert}</Alert>}
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <NameFields form={form} />
          </SimpleGrid>
          <EmailField {...form.getInputProps('email')} />
          <NewPasswordField {...form.getInputProps('password')} />
          <AuthSubmit submitting={form.submitting} label="Sign Up" busy="Creating account..." />
        </Stack>
      </form>
      <SwitchModeLink label="Already have an account? Sign in" onClick={onSignIn} />
    </AuthCard>
  );
}
