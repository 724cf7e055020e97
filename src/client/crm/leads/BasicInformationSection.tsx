import { Select, Switch, Textarea, TextInput } from '@mantine/core';
import { AccountContactFields } from '../accounts/AccountContactFields.tsx';
import { enquiryType, leadSource } from '../../../shared/enums.ts';
import { fullWidth, RecordFormSection } from '../components/RecordFormSection.tsx';
import { EMPTY_NEW_PARTY, leadFormLabels, type LeadFormApi } from './leadFormValues.ts';
import { NewPartyFields } from './NewPartyFields.tsx';

type BasicInformationProps = { form: LeadFormApi; isNew: boolean };

/** Title, type and source, and who the lead is with: chosen, or (on a new lead) typed in as a quick create. */
export function BasicInformationSection({ form, isNew }: BasicInformationProps) {
  const quickCreate = Boolean(form.getValues().newParty);
  return (
    <RecordFormSection title="Basic Information">
      <TextInput label={leadFormLabels.title} required style={fullWidth} {...form.getInputProps('title')} />
      <Select
        label={leadFormLabels.enquiryType}
        withAsterisk
        data={enquiryType.options}
        allowDeselect={false}
        {...form.getInputProps('enquiryType')}
      />
      <Select
        label={leadFormLabels.source}
        data={leadSource.options}
        allowDeselect={false}
        {...form.getInputProps('source')}
      />
      {isNew && (
        <Switch
          label="New account and contact"
          description="The contact is found by email and the company by name, or created (no company: a private person)"
          style={fullWidth}
          checked={quickCreate}
          onChange={(event) =>
            form.setValues({
              newParty: event.currentTarget.checked ? EMPTY_NEW_PARTY : null,
              accountId: null,
              contactId: null,
            })
          }
        />
      )}
      {quickCreate ? (
        <NewPartyFields form={form} />
      ) : (
        <AccountContactFields form={form} contactLabel="Contact" contactRequired />
      )}
      <Textarea
        label={leadFormLabels.description}
        autosize
        minRows={3}
        style={fullWidth}
        {...form.getInputProps('description')}
      />
      <Textarea
        label={leadFormLabels.enquiryDetails}
        autosize
        minRows={2}
        style={fullWidth}
        {...form.getInputProps('enquiryDetails')}
      />
    </RecordFormSection>
  );
}
