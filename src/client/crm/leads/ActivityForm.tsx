import { Button, Grid, Group, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { activityType, choosableActivityTypes } from '../../../shared/enums.ts';
import type { z } from 'zod';
import { activityInputSchema, type ActivityInput } from '../../../shared/schemas/lead.ts';
import { trpc } from '../../trpc.ts';
import { notifyFailure, notifySuccess } from '../components/notify.tsx';
import { serverFieldErrors } from '../components/trpcErrors.ts';
import { useSchemaForm } from '../../components/useSchemaForm/useSchemaForm.ts';

const typeOptions = choosableActivityTypes.map((value) => ({ value, label: activityType.label(value) }));

/** Logs a call, email, meeting or note on a lead. */
export function ActivityForm({ leadId }: { leadId: string }) {
  const utils = trpc.useUtils();
  const create = trpc.activities.create.useMutation();
  const form = useSchemaForm(activityInputSchema, {
    leadId,
    type: 'note',
    title: '',
    description: '',
  } satisfies ActivityInput);

  async function add(values: z.output<typeof activityInputSchema>) {
    try {
      await create.mutateAsync(values);
    } catch (error) {
      const fieldErrors = serverFieldErrors(error);
      if (fieldErrors) form.setErrors(fieldErrors);
      notifyFailure('Failed to add activity', error);
      return;
    }
    notifySuccess('Activity added successfully');
    form.reset();
    await utils.activities.byLead.invalidate({ leadId });
  }

  return (
    <form onSubmit={form.onSubmit(add)} noValidate aria-label="Add activity">
      <Stack gap="sm">
        <Grid gap="sm">
          <Grid.Col span={{ base: 12, xs: 4 }}>
            <Select label="Type" data={typeOptions} allowDeselect={false} {...form.getInputProps('type')} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, xs: 8 }}>
            <TextInput label="Title" required {...form.getInputProps('title')} />
          </Grid.Col>
        </Grid>
        <Textarea label="Description" autosize minRows={2} {...form.getInputProps('description')} />
        <Group justify="flex-end">
          <Button
            type="submit"
            variant="light"
            leftSection={<IconPlus size={16} />}
            loading={form.submitting}
          >
            Add Activity
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
