import { Button, Card, Group, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { changePasswordSchema } from '../../../shared/schemas/auth.ts';
import { applyServerErrors } from '../../components/useSchemaForm/formErrors.ts';
import { useSchemaForm } from '../../components/useSchemaForm/useSchemaForm.ts';
import { useTRPC } from '../../trpc.ts';
import { notifyFailure, notifySuccess } from '../components/notify.tsx';
import { NewPasswordField } from '../auth/NewPasswordField.tsx';

/** Settings › Security: a new password, with the current one; every other session ends. */
export function ChangePasswordCard() {
  const change = useMutation(useTRPC().auth.changePassword.mutationOptions());
  const form = useSchemaForm(changePasswordSchema, { currentPassword: '', newPassword: '' });

  async function submit(values: z.output<typeof changePasswordSchema>) {
    try {
      await change.mutateAsync(values);
    } catch (error) {
      if (!applyServerErrors(form, error)) notifyFailure('Failed to change the password', error);
      return;
    }
    form.reset();
    notifySuccess('Password changed. Your other sessions are signed out.');
  }

  return (
    <Card withBorder radius="md" padding="lg">
      <Title order={2} size="h4">
        Change Password
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        Changing it signs you out on every other device.
      </Text>
      <form onSubmit={form.onSubmit(submit)} noValidate aria-label="Change Password">
        <Stack gap="md" maw={420}>
          <PasswordInput
            label="Current Password"
            autoComplete="current-password"
            required
            {...form.getInputProps('currentPassword')}
          />
          <NewPasswordField label="New Password" {...form.getInputProps('newPassword')} />
          <Group>
            <Button type="submit" disabled={form.submitting}>
              {form.submitting ? 'Changing...' : 'Change Password'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
