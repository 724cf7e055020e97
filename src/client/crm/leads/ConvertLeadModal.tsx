import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { stageProbability } from '../../../shared/enums.ts';
import { opportunityInputSchema, type OpportunityValues } from '../../../shared/schemas/opportunity.ts';
import { applyServerErrors } from '../../components/useSchemaForm/formErrors.ts';
import { useSchemaForm } from '../../components/useSchemaForm/useSchemaForm.ts';
import { useTRPC, type RouterOutputs } from '../../trpc.ts';
import { notifyFailure, notifySuccess } from '../components/notify.tsx';
import { StaffSelect } from '../components/StaffSelect.tsx';
import { recordUrl } from '../records/recordUrl.ts';
import { DateField } from '../components/DateField.tsx';
import { MoneyField } from '../components/NumberFields.tsx';

type Lead = RouterOutputs['leads']['byId'];

type ConvertLeadModalProps = { lead: Lead; opened: boolean; onClose: () => void };

/**
 * 'Convert to Opportunity': a short form prefilled from the lead (its title, estimated value,
 * account, contact, assignee and expected close). A lead already converted offers its
 * opportunity instead.
 */
export function ConvertLeadModal({ lead, opened, onClose }: ConvertLeadModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Convert to Opportunity" centered>
      {lead.opportunity ? (
        <AlreadyConverted opportunity={lead.opportunity} onClose={onClose} />
      ) : (
        <ConvertForm lead={lead} onDone={onClose} />
      )}
    </Modal>
  );
}

function AlreadyConverted({
  opportunity,
  onClose,
}: {
  opportunity: { id: string; name: string };
  onClose: () => void;
}) {
  const navigate = useNavigate();
  return (
    <Stack gap="md">
      <Text size="sm">This lead has already been converted to &quot;{opportunity.name}&quot;.</Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          Close
        </Button>
        <Button onClick={() => void navigate(recordUrl('opportunities', opportunity.id))}>
          Open Opportunity
        </Button>
      </Group>
    </Stack>
  );
}

function ConvertForm({ lead, onDone }: { lead: Lead; onDone: () => void }) {
  const create = useMutation(useTRPC().opportunities.create.mutationOptions());
  const form = useSchemaForm(opportunityInputSchema, {
    name: lead.title,
    amount: lead.estimatedValue ?? '',
    accountId: lead.accountId,
    contactId: lead.contactId,
    ownerId: lead.assignedToId,
    expectedCloseDate: lead.expectedCloseDate,
    stage: 'qualification',
    probability: stageProbability.qualification,
    sourceLeadId: lead.id,
  });

  async function convert(values: OpportunityValues) {
    try {
      await create.mutateAsync(values);
    } catch (error) {
      applyServerErrors(form, error);
      notifyFailure('Failed to convert lead', error);
      return;
    }
    notifySuccess('Lead converted to an opportunity');
    onDone();
  }

  return (
    <form onSubmit={form.onSubmit(convert)} noValidate aria-label="Convert to Opportunity">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          With {lead.accountName} ({lead.contactName}). The lead becomes Qualified unless it is further on.
        </Text>
        <TextInput label="Opportunity Name" required data-autofocus {...form.getInputProps('name')} />
        <MoneyField label="Amount (AUD)" {...form.getInputProps('amount')} />
        <StaffSelect label="Owner" emptyLabel="No owner" {...form.getInputProps('ownerId')} />
        <DateField label="Expected Close Date" {...form.getInputProps('expectedCloseDate')} />
        <Group justify="flex-end" mt="xs">
          <Button variant="default" onClick={onDone} disabled={form.submitting}>
            Cancel
          </Button>
          <Button type="submit" loading={form.submitting}>
            Convert
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
