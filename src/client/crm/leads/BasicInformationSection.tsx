import { Select, Textarea, TextInput } from '@mantine/core';
import { AccountContactFields } from './AccountContactFields.tsx';
import { enquiryTypeOptions, sourceOptions } from './leadOptions.ts';
import { fullWidth, LeadFormSection } from './LeadFormSection.tsx';
import type { LeadFormApi } from './useLeadForm.ts';

export function BasicInformationSection({ form }: { form: LeadFormApi }) {
  return (
    <LeadFormSection title="Basic Information">
      <TextInput label="Title" required style={fullWidth} {...form.getInputProps('title')} />
      <Select
        label="Enquiry Type"
        withAsterisk
        data={enquiryTypeOptions}
        allowDeselect={false}
        {...form.getInputProps('enquiryType')}
      />
      <Select label="Source" data={sourceOptions} allowDeselect={false} {...form.getInputProps('source')} />
      <AccountContactFields form={form} />
      <Textarea
        label="Description"
        autosize
        minRows={3}
        style={fullWidth}
        {...form.getInputProps('description')}
      />
      <Textarea
        label="Enquiry Details"
        autosize
        minRows={2}
        style={fullWidth}
        {...form.getInputProps('enquiryDetails')}
      />
    </LeadFormSection>
  );
}
