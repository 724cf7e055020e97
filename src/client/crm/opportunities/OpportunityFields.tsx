import { MultiSelect, NumberInput, Select, Textarea, TextInput } from '@mantine/core';
import { registrationGroups } from '../../../shared/catalog/registration-groups.ts';
import { opportunityStage, stageProbability, type OpportunityStage } from '../../../shared/enums.ts';
import { AccountContactFields } from '../accounts/AccountContactFields.tsx';
import { StaffSelect } from '../components/StaffSelect.tsx';
import { DateField } from '../components/DateField.tsx';
import { fullWidth, LeadFormSection } from '../leads/LeadFormSection.tsx';
import type { OpportunityFormApi } from './opportunityFormValues.ts';

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
      <LeadFormSection title="Opportunity">
        <TextInput label="Name" required style={fullWidth} {...form.getInputProps('name')} />
        <AccountContactFields form={form} contactLabel="Primary Contact" contactRequired={false} />
        <StaffSelect label="Owner" emptyLabel="No owner" {...form.getInputProps('ownerId')} />
        <DateField label="Expected Close Date" {...form.getInputProps('expectedCloseDate')} />
      </LeadFormSection>
      <LeadFormSection title="Pipeline">
        <Select
          label="Stage"
          data={opportunityStage.options}
          allowDeselect={false}
          {...form.getInputProps('stage')}
          onChange={(value) => {
            const next = value as OpportunityStage;
            form.setValues({ stage: next, probability: stageProbability[next] });
          }}
        />
        <NumberInput
          label="Amount (AUD)"
          prefix="$"
          thousandSeparator=","
          min={0}
          decimalScale={2}
          {...form.getInputProps('amount')}
        />
        <NumberInput
          label="Probability"
          suffix="%"
          min={0}
          max={100}
          allowDecimal={false}
          clampBehavior="strict"
          {...form.getInputProps('probability')}
        />
        {stage === 'closed_lost' && (
          <Textarea
            label="Loss Reason"
            required
            autosize
            minRows={2}
            style={fullWidth}
            {...form.getInputProps('lossReason')}
          />
        )}
      </LeadFormSection>
      <LeadFormSection title="Details">
        <MultiSelect
          label="Registration Groups of Interest"
          data={groupOptions}
          searchable
          clearable
          style={fullWidth}
          {...form.getInputProps('registrationGroups')}
        />
        <Textarea
          label="Description"
          autosize
          minRows={3}
          style={fullWidth}
          {...form.getInputProps('description')}
        />
      </LeadFormSection>
    </>
  );
}
