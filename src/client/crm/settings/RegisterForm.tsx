import { Button, Card, Stack, Title } from '@mantine/core';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { z } from 'zod';
import { applyServerErrors } from '../../components/useSchemaForm/formErrors.ts';
import type { SchemaForm } from '../../components/useSchemaForm/useSchemaForm.ts';
import { notifyFailure, notifySuccess } from '../components/notify.tsx';

/**
 * A register entry's form (RegisterPage): its card, title, fields and Save. Saving runs `save`,
 * reloads the register (`listKey`), says `what` was saved and closes; a refusal shows beside its
 * field, any other failure in a notice.
 */
export function RegisterForm<Schema extends z.ZodType<object>>({
  form,
  what,
  title,
  label,
  listKey,
  save,
  saving,
  onDone,
  children,
}: {
  form: SchemaForm<Schema>;
  what: string;
  title: string;
  label: string;
  listKey: QueryKey;
  save: (values: z.output<Schema>) => Promise<unknown>;
  saving: boolean;
  onDone: () => void;
  children: ReactNode;
}) {
  const queryClient = useQueryClient();
  async function submit(values: z.output<Schema>) {
    try {
      await save(values);
      await queryClient.invalidateQueries({ queryKey: listKey });
      notifySuccess(`${what[0]!.toUpperCase()}${what.slice(1)} saved`);
      onDone();
    } catch (error) {
      if (!applyServerErrors(form, error)) notifyFailure(`Failed to save the ${what}`, error);
    }
  }

  return (
    <Card withBorder radius="md" padding="lg">
      <form onSubmit={form.onSubmit(submit)} noValidate aria-label={label}>
        <Stack gap="md">
          <Title order={2} size="h5">
            {title}
          </Title>
          {children}
          <Button type="submit" loading={saving} style={{ alignSelf: 'flex-start' }}>
            Save
          </Button>
        </Stack>
      </form>
    </Card>
  );
}
