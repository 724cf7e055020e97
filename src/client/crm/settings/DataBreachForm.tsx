import { Select, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { breachDecision } from '../../../shared/enums.ts';
import { businessToday } from '../../../shared/quarters.ts';
import { dataBreachValuesSchema, type DataBreachValues } from '../../../shared/schemas/data-breach.ts';
import { useSchemaForm } from '../../components/useSchemaForm/useSchemaForm.ts';
import { useTRPC, type RouterOutputs } from '../../trpc.ts';
import { DateField } from '../components/DateField.tsx';
import { RegisterForm } from './RegisterForm.tsx';

export type DataBreach = RouterOutputs['dataBreaches']['list']['items'][number];

/** A data breach's form: new, or the one chosen in the register. */
export function DataBreachForm({ breach, onDone }: { breach: DataBreach | null; onDone: () => void }) {
  const trpc = useTRPC();
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

  return (
    <RegisterForm
      form={form}
      what="data breach"
      title={breach ? 'Data breach' : 'New data breach'}
      label={breach ? 'Edit data breach' : 'New data breach'}
      listKey={trpc.dataBreaches.list.queryKey()}
      save={(values) =>
        breach ? update.mutateAsync({ id: breach.id, ...values }) : create.mutateAsync(values)
      }
      saving={create.isPending || update.isPending}
      onDone={onDone}
    >
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
    </RegisterForm>
  );
}
