import { NumberInput, Select, Textarea } from '@mantine/core';
import { StaffSelect } from '../components/StaffSelect.tsx';
import { DateField } from '../components/DateField.tsx';
import { leadStatus, priority } from '../../../shared/enums.ts';
import { fullWidth, LeadFormSection } from './LeadFormSection.tsx';
import type { LeadFormApi } from './leadFormValues.ts';

export function LeadManagementSection({ form }: { form: LeadFormApi }) {
  return (
    <LeadFormSection title="Lead Management">
      <Select
        label="Status"
        data={leadStatus.options}
        allowDeselect={false}
        {...form.getInputProps('status')}
      />
      <Select
        label="Priority"
        data={priority.options}
        allowDeselect={false}
        {...form.getInputProps('priority')}
      />
      <StaffSelect label="Assigned To" emptyLabel="Unassigned" {...form.getInputProps('assignedToId')} />
      <NumberInput
        label="Estimated Value"
        prefix="$"
        thousandSeparator=","
        min={0}
        decimalScale={2}
        {...form.getInputProps('estimatedValue')}
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
      <DateField label="Expected Close Date" {...form.getInputProps('expectedCloseDate')} />
      <DateField label="Follow-up Date" {...form.getInputProps('followUpDate')} />
      <DateField label="Last Contact Date" {...form.getInputProps('lastContactDate')} />
      <NumberInput
        label="Lead Score"
        description="0 to 100"
        min={0}
        max={100}
        allowDecimal={false}
        {...form.getInputProps('leadScore')}
      />
      <NumberInput
        label="Qualification Score"
        description="0 to 100"
        min={0}
        max={100}
        allowDecimal={false}
        {...form.getInputProps('qualificationScore')}
      />
      <NumberInput
        label="Conversion Probability"
        description="0 to 100%"
        suffix="%"
        min={0}
        max={100}
        allowDecimal={false}
        {...form.getInputProps('conversionProbability')}
      />
      <Textarea
        label="Next Action"
        autosize
        minRows={2}
        style={fullWidth}
        {...form.getInputProps('nextAction')}
      />
    </LeadFormSection>
  );
}
