import { Button, Grid, Group, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { activityType, choosableActivityTypes } from '../../../shared/enums.ts';
import { useMutation } from '@tanstack/react-query';
import {
  activityInputSchema,
  type ActivityInput,
  type ActivitySubjectInput,
  type ActivityValues,
} from '../../../shared/schemas/activity.ts';
import { applyServerErrors } from '../../components/useSchemaForm/formErrors.ts';
import { useSchemaForm } from '../../components/useSchemaForm/useSchemaForm.ts';
import { useTRPC } from '../../trpc.ts';
import { notifyFailure, notifySuccess } from '../components/notify.tsx';

const typeOptions = activityType.options.filter(({ value }) =>
  choosableActivityTypes.some((choosable) => choosable === value),
);

/** Logs a call, email, meeting or note on a lead or an opportunity. */
export function ActivityForm({ subject, subjectId }: ActivitySubjectInput) {
  const create = useMutation(useTRPC().activities.create.mutationOptions());
  const form = useSchemaForm(activityInputSchema, {
    subject,
    subjectId,
    type: 'note',
    title: '',
    description: '',
  } satisfies ActivityInput);

  async function add(values: ActivityValues) {
    try {
      await create.mutateAsync(values);
    } catch (error) {
      applyServerErrors(form, error);
      notifyFailure('Failed to add activity', error);
      return;
    }
    notifySuccess('Activity added successfully');
    form.reset();
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
