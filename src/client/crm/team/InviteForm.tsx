import { Button, Card, Group, Select, TextInput, Title } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { staffRole } from '../../../shared/enums.ts';
import { inviteSchema } from '../../../shared/schemas/auth.ts';
import { applyServerErrors } from '../../components/useSchemaForm/formErrors.ts';
import { useSchemaForm } from '../../components/useSchemaForm/useSchemaForm.ts';
import { useTRPC } from '../../trpc.ts';
import { notifyFailure, notifySuccess } from '../components/notify.tsx';

/** An admin invites someone by email with a role; the mailed link needs no further approval. */
export function InviteForm() {
  const invite = useMutation(useTRPC().team.invite.mutationOptions());
  const form = useSchemaForm(inviteSchema, { email: '', role: 'staff' });

  async function submit(values: z.output<typeof inviteSchema>) {
    try {
      await invite.mutateAsync(values);
    } catch (error) {
      if (!applyServerErrors(form, error)) notifyFailure('Failed to send the invitation', error);
      return;
    }
    notifySuccess(`Invitation sent to ${values.email}`);
    form.reset();
  }

  return (
    <Card withBorder radius="md" padding="lg">
      <Title order={2} size="h4" mb="sm">
        Invite a staff member
      </Title>
      <form onSubmit={form.onSubmit(submit)} noValidate aria-label="Invite a staff member">
        <Group align="flex-start" gap="sm" wrap="wrap">
          <TextInput
            label="Email"
            type="email"
            required
            style={{ flex: '1 1 240px' }}
            {...form.getInputProps('email')}
          />
          <Select
            label="Role"
            data={staffRole.options}
            allowDeselect={false}
            w={160}
            {...form.getInputProps('role')}
          />
          <Button type="submit" mt={25} leftSection={<IconSend size={16} />} loading={form.submitting}>
            Send Invitation
          </Button>
        </Group>
      </form>
    </Card>
  );
}
