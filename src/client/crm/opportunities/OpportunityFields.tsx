import { MultiSelect, Select, Textarea, TextInput } from '@mantine/core';
import { registrationGroups } from '../../../shared/catalog/registration-groups.ts';
import { opportunityStage, stageProbability, type OpportunityStage } from '../../../shared/enums.ts';
import { AccountContactFields } from '../accounts/AccountContactFields.tsx';
import { StaffSelect } from '../components/StaffSelect.tsx';
import { DateField } from '../components/DateField.tsx';
import { fullWidth, RecordFormSection } from '../components/RecordFormSection.tsx';
import type { OpportunityFormApi } from './opportunityFormValues.ts';
import { opportunityFormLabels } from './opportunityFormValues.ts';
import { MoneyField, PercentField } from '../components/NumberFields.tsx';

const groupOptions = registrationGroups.map((group) => ({
  value: group.id,
  label: `${group.number} ${group.name}`,
}));

/**
 * The opportunity form. Choosing a stage sets the probability to that stage's default, which
 * can then be edited; a loss reason is asked for on Closed Lost only.
 */
export function OpportunityFields({ form }: { form: OpportunityFormApi }) {
  const stage = form.getValues().stage;
  return (
    <>
      <RecordFormSection title="Opportunity">
        <TextInput
          label={opportunityFormLabels.name}
          required
          style={fullWidth}
          {...form.getInputProps('name')}
        />
        <AccountContactFields form={form} contactLabel="Primary Contact" contactRequired={false} />
        <StaffSelect
          label={opportunityFormLabels.owner}
          emptyLabel="No owner"
          {...form.getInputProps('ownerId')}
        />
        <DateField
          label={opportunityFormLabels.expectedCloseDate}
          {...form.getInputProps('expectedCloseDate')}
        />
      </RecordFormSection>
      <RecordFormSection title="Pipeline">
        <Select
          label={opportunityFormLabels.stage}
          data={opportunityStage.options}
          allowDeselect={false}
          {...form.getInputProps('stage')}
          onChange={(value) => {
            const next = value as OpportunityStage;
            form.setValues({ stage: next, probability: stageProbability[next] });
          }}
        />
        <MoneyField label="Amount (AUD)" {...form.getInputProps('amount')} />
        <PercentField label={opportunityFormLabels.probability} {...form.getInputProps('probability')} />
        {stage === 'closed_lost' && (
          <Textarea
            label={opportunityFormLabels.lossReason}
            required
            autosize
            minRows={2}
            style={fullWidth}
            {...form.getInputProps('lossReason')}
          />
        )}
      </RecordFormSection>
      <RecordFormSection title="Details">
        <MultiSelect
          label="Registration Groups of Interest"
          data={groupOptions}
          searchable
          clearable
          style={fullWidth}
          {...form.getInputProps('registrationGroups')}
        />
        <Textarea
          label={opportunityFormLabels.description}
          autosize
          minRows={3}
          style={fullWidth}
          {...form.getInputProps('description')}
        />
      </RecordFormSection>
    </>
  );
}
