import { NumberInput, Select, Textarea } from '@mantine/core';
import { StaffSelect } from '../components/StaffSelect.tsx';
import { DateField } from '../components/DateField.tsx';
import { leadStatus, priority } from '../../../shared/enums.ts';
import { fullWidth, RecordFormSection } from '../components/RecordFormSection.tsx';
import { leadFormLabels, type LeadFormApi } from './leadFormValues.ts';
import { MoneyField, PercentField } from '../components/NumberFields.tsx';

export function LeadManagementSection({ form }: { form: LeadFormApi }) {
  return (
    <RecordFormSection title="Lead Management">
      <Select
        label={leadFormLabels.status}
        data={leadStatus.options}
        allowDeselect={false}
        {...form.getInputProps('status')}
      />
      <Select
        label={leadFormLabels.priority}
        data={priority.options}
        allowDeselect={false}
        {...form.getInputProps('priority')}
      />
      <StaffSelect
        label={leadFormLabels.assignedTo}
        emptyLabel="Unassigned"
        {...form.getInputProps('assignedToId')}
      />
      <MoneyField label={leadFormLabels.estimatedValue} {...form.getInputProps('estimatedValue')} />
      <PercentField label={leadFormLabels.probability} {...form.getInputProps('probability')} />
      <DateField label={leadFormLabels.expectedCloseDate} {...form.getInputProps('expectedCloseDate')} />
      <DateField label={leadFormLabels.followUpDate} {...form.getInputProps('followUpDate')} />
      <DateField label={leadFormLabels.lastContactDate} {...form.getInputProps('lastContactDate')} />
      <NumberInput
        label={leadFormLabels.leadScore}
        description="0 to 100"
        min={0}
        max={100}
        allowDecimal={false}
        {...form.getInputProps('leadScore')}
      />
      <NumberInput
        label={leadFormLabels.qualificationScore}
        description="0 to 100"
        min={0}
        max={100}
        allowDecimal={false}
        {...form.getInputProps('qualificationScore')}
      />
      <NumberInput
        label={leadFormLabels.conversionProbability}
        description="0 to 100%"
        suffix="%"
        min={0}
        max={100}
        allowDecimal={false}
        {...form.getInputProps('conversionProbability')}
      />
      <Textarea
        label={leadFormLabels.nextAction}
        autosize
        minRows={2}
        style={fullWidth}
        {...form.getInputProps('nextAction')}
      />
    </RecordFormSection>
  );
}
