import { TextInput } from '@mantine/core';
import type { LeadFormApi } from './leadFormValues.ts';

/** The quick create's person and company, for an enquiry whose account and contact are not in the CRM yet. */
export function NewPartyFields({ form }: { form: LeadFormApi }) {
  return (
    <>
      <TextInput label="Name" required autoComplete="off" {...form.getInputProps('newParty.name')} />
      <TextInput label="Email" type="email" autoComplete="off" {...form.getInputProps('newParty.email')} />
      <TextInput label="Phone" type="tel" autoComplete="off" {...form.getInputProps('newParty.phone')} />
      <TextInput label="Company" autoComplete="off" {...form.getInputProps('newParty.company')} />
    </>
  );
}
