import { Fieldset, MultiSelect, SimpleGrid } from '@mantine/core';
import { registrationGroups } from '../../../shared/catalog/registration-groups.ts';
import type { accountInputSchema } from '../../../shared/schemas/account.ts';
import { StaffSelect } from '../components/StaffSelect.tsx';
import { DateField } from '../components/DateField.tsx';
import type { RecordForm } from '../records/recordType.ts';
import { accountLabels } from '../../../shared/record-fields/accounts.ts';

const groupOptions = registrationGroups.map((group) => ({
  value: group.id,
  label: `${group.number} ${group.name}`,
}));

/** The account's NDIS compliance calendar: its owner (who gets the automatic tasks), dates and groups. */
export function ComplianceFields({ form }: { form: RecordForm<typeof accountInputSchema> }) {
  return (
    <Fieldset legend="NDIS compliance" radius="md" styles={{ legend: { fontWeight: 600 } }}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
        <StaffSelect
          label="Owner"
          description="Gets the renewal and audit tasks"
          emptyLabel="No owner"
          {...form.getInputProps('ownerId')}
        />
        <DateField
          label={accountLabels.registrationDecisionDate}
          {...form.getInputProps('registrationDecisionDate')}
        />
        <DateField
          label={accountLabels.registrationExpiryDate}
          {...form.getInputProps('registrationExpiryDate')}
        />
        <DateField label={accountLabels.nextAuditDate} {...form.getInputProps('nextAuditDate')} />
      </SimpleGrid>
      <MultiSelect
        mt="sm"
        label="Registration groups held"
        data={groupOptions}
        searchable
        clearable
        nothingFoundMessage="No registration group found"
        {...form.getInputProps('registrationGroups')}
      />
    </Fieldset>
  );
}
