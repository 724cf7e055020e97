import { Button, Card, Select, SimpleGrid, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { breachDecision } from '../../../shared/enums.ts';
import { businessToday } from '../../../shared/quarters.ts';
import { dataBreachValuesSchema, type DataBreachValues } from '../../../shared/schemas/data-breach.ts';
import { applyServerErrors } from '../../components/useSchemaForm/formErrors.ts';
import { useSchemaForm } from '../../components/useSchemaForm/useSchemaForm.ts';
import { useTRPC, type RouterOutputs } from '../../trpc.ts';
import { DateField } from '../components/DateField.tsx';
import { notifyFailure, notifySuccess } from '../components/notify.tsx';

type DataBreach = RouterOutputs['dataBreaches']['list']['items'][number];

/** A data breach's form: new, or the one chosen in the register. */
export function DataBreachForm({ breach, onDone }: { breach: DataBreach | null; onDone: () => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const create = useMutation(trpc.dataBreaches.create.mutationOptions());
  const update = useMutation(trpc.dataBreaches.update.mutationOptions());
  const form = useSchemaForm(dataBreachValuesSchema, {
    whatHappened: breach?.whatHappened ?? '',
    foundOn: breach?.foundOn ?? businessToday(),
    assessedBy: breach?.assessedBy ?? '',
    decision: breach?.decision ?? 'undecided',
    oaicNotifiedOn: breach?.oaicNotifiedOn ?? null,
    peopleNotifiedOn: breach?.peopleNotifiedOn ?? null,
    notes: breach?.notes ?? '',
  } satisfies DataBreachValues);

  async function submit(values: z.output<typeof dataBreachValuesSchema>) {
    try {
      if (breach) await update.mutateAsync({ id: breach.id, ...values });
      else await create.mutateAsync(values);
      await queryClient.invalidateQueries({ queryKey: trpc.dataBreaches.list.queryKey() });
      notifySuccess('Data breach saved');
      onDone();
    } catch (error) {
      if (!applyServerErrors(form, error)) notifyFailure('Failed to save the data breach', error);
    }
  }

  return (
    <Card withBorder radius="md" padding="lg">
      <form
        onSubmit={form.onSubmit(submit)}
        noValidate
        aria-label={breach ? 'Edit data breach' : 'New data breach'}
      >
        <Stack gap="md">
          <Title order={2} size="h5">
            {breach ? 'Data breach' : 'New data breach'}
          </Title>
          <Textarea
            label="What happened"
            description="What data, whose, and how it was lost or seen"
            required
            autosize
            minRows={2}
            {...form.getInputProps('whatHappened')}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <DateField label="Found" withAsterisk clearable={false} {...form.getInputProps('foundOn')} />
            <TextInput label="Assessed by" {...form.getInputProps('assessedBy')} />
            <Select
              label="Decision"
              description="Assess within 30 days of finding it"
              data={breachDecision.options}
              allowDeselect={false}
              {...form.getInputProps('decision')}
            />
            <DateField label="OAIC notified" {...form.getInputProps('oaicNotifiedOn')} />
            <DateField label="People notified" {...form.getInputProps('peopleNotifiedOn')} />
          </SimpleGrid>
          <Textarea label="Notes" autosize minRows={2} {...form.getInputProps('notes')} />
          <Button
            type="submit"
            loading={create.isPending || update.isPending}
            style={{ alignSelf: 'flex-start' }}
          >
            Save
          </Button>
        </Stack>
      </form>
    </Card>
  );
}
