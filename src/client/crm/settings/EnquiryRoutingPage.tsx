import { Button, Card, MultiSelect, Radio, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { enquiryRoutingMode } from '../../../shared/enums.ts';
import { enquiryRoutingSchema, type EnquiryRoutingValues } from '../../../shared/schemas/enquiry-routing.ts';
import { QueryError } from '../../components/QueryError/QueryError.tsx';
import { applyServerErrors } from '../../components/useSchemaForm/formErrors.ts';
import { useSchemaForm } from '../../components/useSchemaForm/useSchemaForm.ts';
import { useTRPC } from '../../trpc.ts';
import { notifyFailure, notifySuccess } from '../components/notify.tsx';
import { StaffSelect } from '../components/StaffSelect.tsx';

/** Settings › Enquiries (admins): who gets website enquiries and accepted proposals, and the shared inbox. */
export function EnquiryRoutingPage() {
  const trpc = useTRPC();
  const me = useQuery(trpc.auth.me.queryOptions());
  const settings = useQuery({
    ...trpc.enquiryRouting.get.queryOptions(),
    enabled: me.data?.role === 'admin',
  });
  if (me.data && me.data.role !== 'admin')
    return <Text c="dimmed">Only admins can change how enquiries are routed.</Text>;
  if (settings.isError) return <QueryError error={settings.error} onRetry={() => void settings.refetch()} />;
  if (!settings.data) return <Text c="dimmed">Loading...</Text>;
  return <EnquiryRoutingForm saved={settings.data} />;
}

function EnquiryRoutingForm({ saved }: { saved: EnquiryRoutingValues }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const staff = useQuery(trpc.leads.assignableStaff.queryOptions());
  const save = useMutation(trpc.enquiryRouting.save.mutationOptions());
  const form = useSchemaForm(enquiryRoutingSchema, { ...saved, sharedInbox: saved.sharedInbox ?? '' });
  const mode = form.getValues().mode;

  async function submit(values: EnquiryRoutingValues) {
    try {
      const answer = await save.mutateAsync(values);
      queryClient.setQueryData(trpc.enquiryRouting.get.queryKey(), answer);
    } catch (error) {
      if (!applyServerErrors(form, error)) notifyFailure('Failed to save the enquiry settings', error);
      return;
    }
    notifySuccess('Enquiry settings saved');
  }

  return (
    <Card withBorder radius="md" padding="lg" maw={640}>
      <Title order={2} size="h4" mb="xs">
        Website enquiries
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        Who gets a contact form enquiry or an accepted proposal. The owner sees it in the bell and gets an
        email.
      </Text>
      <form onSubmit={form.onSubmit(submit)} noValidate aria-label="Website enquiries">
        <Stack gap="md">
          <Radio.Group label="Routing" {...form.getInputProps('mode')}>
            <Stack gap="xs" mt="xs">
              {enquiryRoutingMode.options.map((option) => (
                <Radio key={option.value} value={option.value} label={option.label} />
              ))}
            </Stack>
          </Radio.Group>
          {mode === 'default_owner' && (
            <StaffSelect
              label="Default owner"
              emptyLabel="Choose a staff member"
              {...form.getInputProps('defaultOwnerId')}
            />
          )}
          {mode === 'round_robin' && (
            <MultiSelect
              label="Round robin staff"
              description="They take turns in this order; deactivated staff are skipped."
              placeholder="Choose staff"
              data={staff.data?.map(({ id, name }) => ({ value: id, label: name })) ?? []}
              searchable
              {...form.getInputProps('roundRobinIds')}
            />
          )}
          <TextInput
            label="Shared inbox"
            description="Optional: an address that gets a copy of every enquiry."
            type="email"
            {...form.getInputProps('sharedInbox')}
          />
          <Button type="submit" loading={form.submitting} style={{ alignSelf: 'flex-start' }}>
            Save
          </Button>
        </Stack>
      </form>
    </Card>
  );
}
