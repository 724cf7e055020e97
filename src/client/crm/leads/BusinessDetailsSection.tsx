import { Textarea, TextInput } from '@mantine/core';
import { fullWidth, RecordFormSection } from '../components/RecordFormSection.tsx';
import { PainPointsInput } from './PainPointsInput.tsx';
import { leadFormLabels, type LeadFormApi } from './leadFormValues.ts';

export function BusinessDetailsSection({ form }: { form: LeadFormApi }) {
  return (
    <RecordFormSection title="Business Details">
      <TextInput
        label={leadFormLabels.budgetRange}
        placeholder="e.g. $10,000 - $20,000"
        {...form.getInputProps('budgetRange')}
      />
      <TextInput
        label={leadFormLabels.decisionTimeline}
        placeholder="e.g. Within 3 months"
        {...form.getInputProps('decisionTimeline')}
      />
      <Textarea
        label={leadFormLabels.businessImpact}
        autosize
        minRows={2}
        style={fullWidth}
        {...form.getInputProps('businessImpact')}
      />
      <Textarea
        label={leadFormLabels.competitors}
        autosize
        minRows={2}
        style={fullWidth}
        {...form.getInputProps('competitors')}
      />
      <div style={fullWidth}>
        <PainPointsInput
          value={form.getValues().painPoints ?? []}
          onChange={(points) => form.setFieldValue('painPoints', points)}
          error={form.errors.painPoints}
          disabled={form.submitting}
        />
      </div>
    </RecordFormSection>
  );
}
