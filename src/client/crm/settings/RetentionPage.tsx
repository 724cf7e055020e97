import { Button, Card, List, NumberInput, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  MAX_RETENTION_MONTHS,
  RETENTION_LABELS,
  retentionSchema,
  type RetentionValues,
} from '../../../shared/schemas/retention.ts';
import { QueryError } from '../../components/QueryError/QueryError.tsx';
import { applyServerErrors } from '../../components/useSchemaForm/formErrors.ts';
import { useSchemaForm } from '../../components/useSchemaForm/useSchemaForm.ts';
import { useTRPC, type RouterOutputs } from '../../trpc.ts';
import { notifyFailure, notifySuccess } from '../components/notify.tsx';

type Preview = RouterOutputs['privacy']['retention']['preview'];

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** Settings › Data retention (managers and admins): how long records are kept, and what the next nightly run would de-identify. */
export function RetentionPage() {
  const trpc = useTRPC();
  const me = useQuery(trpc.auth.me.queryOptions());
  const retention = useQuery({
    ...trpc.privacy.retention.queryOptions(),
    enabled: me.data?.role === 'manager' || me.data?.role === 'admin',
  });
  if (me.data && me.data.role === 'staff')
    return <Text c="dimmed">Only managers and admins can change how long data is kept.</Text>;
  if (retention.isError)
    return <QueryError error={retention.error} onRetry={() => void retention.refetch()} />;
  if (!retention.data) return <Text c="dimmed">Loading...</Text>;
  return (
    <Stack gap="md" maw={640}>
      <RetentionForm saved={retention.data.settings} />
      <NextRun preview={retention.data.preview} />
    </Stack>
  );
}

function RetentionForm({ saved }: { saved: RetentionValues }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const save = useMutation(trpc.privacy.saveRetention.mutationOptions());
  const form = useSchemaForm(retentionSchema, saved);
  const months = { min: 1, max: MAX_RETENTION_MONTHS, allowDecimal: false, suffix: ' months' };

  async function submit(values: RetentionValues) {
    try {
      await save.mutateAsync(values);
      await queryClient.invalidateQueries({ queryKey: trpc.privacy.retention.queryKey() });
    } catch (error) {
      if (!applyServerErrors(form, error)) notifyFailure('Failed to save the retention periods', error);
      return;
    }
    notifySuccess('Retention periods saved');
  }

  return (
    <Card withBorder radius="md" padding="lg">
      <Title order={2} size="h4" mb="xs">
        How long data is kept
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        Each night, a person whose leads and opportunities have all gone unchanged for longer than these
        periods, with none converted, won or still open, is de-identified as an erasure would. Accepted quotes
        keep their amounts.
      </Text>
      <form onSubmit={form.onSubmit(submit)} noValidate aria-label="Retention periods">
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            {(Object.keys(RETENTION_LABELS) as (keyof RetentionValues)[]).map((key) => (
              <NumberInput key={key} label={RETENTION_LABELS[key]} {...months} {...form.getInputProps(key)} />
            ))}
          </SimpleGrid>
          <Button type="submit" loading={form.submitting} style={{ alignSelf: 'flex-start' }}>
            Save
          </Button>
        </Stack>
      </form>
    </Card>
  );
}

function NextRun({ preview }: { preview: Preview }) {
  return (
    <Card withBorder radius="md" padding="lg">
      <Title order={2} size="h4" mb="xs">
        Next run
      </Title>
      {preview.people === 0 ? (
        <Text size="sm">Tonight’s run would de-identify no one.</Text>
      ) : (
        <>
          <Text size="sm">
            Tonight’s run would de-identify {plural(preview.people, 'person', 'people')}, with:
          </Text>
          <List size="sm" mt="xs">
            <List.Item>{plural(preview.unconvertedLeads, 'unconverted lead', 'unconverted leads')}</List.Item>
            <List.Item>{plural(preview.websiteEnquiries, 'website enquiry', 'website enquiries')}</List.Item>
            <List.Item>
              {plural(
                preview.closedLostOpportunities,
                'closed-lost opportunity',
                'closed-lost opportunities',
              )}
            </List.Item>
          </List>
        </>
      )}
    </Card>
  );
}
