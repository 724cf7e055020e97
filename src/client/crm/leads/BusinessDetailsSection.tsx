import { Textarea, TextInput } from '@mantine/core';
import { fullWidth, LeadFormSection } from './LeadFormSection.tsx';
import { PainPointsInput } from './PainPointsInput.tsx';
import type { LeadFormApi } from './leadFormValues.ts';

export function BusinessDetailsSection({ form }: { form: LeadFormApi }) {
  return (
    <LeadFormSection title="Business Details">
      <TextInput
        label="Budget Range"
        placeholder="e.g. $10,000 - $20,000"
        {...form.getInputProps('budgetRange')}
      />
      <TextInput
        label="Decision Timeline"
        placeholder="e.g. Within 3 months"
        {...form.getInputProps('decisionTimeline')}
      />
      <Textarea
        label="Business Impact"
        autosize
        minRows={2}
        style={fullWidth}
        {...form.getInputProps('businessImpact')}
      />
      <Textarea
        label="Competitors"
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
    </LeadFormSection>
  );
}
