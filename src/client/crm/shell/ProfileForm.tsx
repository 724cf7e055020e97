import { Alert, Button, Group, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import type { z } from 'zod';
import { updateProfileSchema } from '../../../shared/schemas/auth.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { applyServerErrors } from '../../components/useSchemaForm/formErrors.ts';
import { serverErrorMessage } from '../../serverError.ts';
import { useTRPC } from '../../trpc.ts';
import type { CurrentUser } from '../currentUser.ts';
import { useSchemaForm } from '../../components/useSchemaForm/useSchemaForm.ts';
import { NameFields } from '../auth/NameFields.tsx';

type ProfileFormProps = { user: CurrentUser; onDone: () => void };

/** Edits the signed-in user's first and last name; the header shows the new name at once. */
export function ProfileForm({ user, onDone }: ProfileFormProps) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const updateProfile = useMutation(
    trpc.auth.updateProfile.mutationOptions({
      onSuccess: (updated) => queryClient.setQueryData(trpc.auth.me.queryKey(), updated),
    }),
  );
  const [alert, setAlert] = useState<string | null>(null);
  const form = useSchemaForm(updateProfileSchema, { firstName: user.firstName, lastName: user.lastName });

  async function save(values: z.output<typeof updateProfileSchema>) {
    setAlert(null);
    try {
      await updateProfile.mutateAsync(values);
    } catch (error) {
      if (!applyServerErrors(form, error)) setAlert(serverErrorMessage(error));
      return;
    }
    notifications.show({ color: 'green', message: 'Profile updated' });
    onDone();
  }

  return (
    <form onSubmit={form.onSubmit(save)} noValidate aria-label="Profile">
      <Stack gap="md">
        {alert && <Alert color="red">{alert}</Alert>}
        <TextInput label="Email" value={user.email} readOnly variant="filled" />
        <NameFields form={form} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" disabled={form.submitting}>
            {form.submitting ? 'Saving...' : 'Save'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
