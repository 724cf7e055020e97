import { Select, Textarea, TextInput } from '@mantine/core';
import { AccountContactFields } from '../accounts/AccountContactFields.tsx';
import { enquiryType, leadSource } from '../../../shared/enums.ts';
import { fullWidth, LeadFormSection } from './LeadFormSection.tsx';
import type { LeadFormApi } from './leadFormValues.ts';

export function BasicInformationSection({ form }: { form: LeadFormApi }) {
  return (
    <LeadFormSection title="Basic Information">
      <TextInput label="Title" required style={fullWidth} {...form.getInputProps('title')} />
      <Select
        label="Enquiry Type"
        withAsterisk
        data={enquiryType.options}
        allowDeselect={false}
        {...form.getInputProps('enquiryType')}
      />
      <Select
        label="Source"
        data={leadSource.options}
        allowDeselect={false}
        {...form.getInputProps('source')}
      />
      <AccountContactFields form={form} contactLabel="Contact" contactRequired />
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
