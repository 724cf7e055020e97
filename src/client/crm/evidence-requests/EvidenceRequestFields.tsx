import { Stack, TextInput } from '@mantine/core';
import { useCallback } from 'react';
import { AccountSelect } from '../accounts/AccountSelect.tsx';
import { DateField } from '../components/DateField.tsx';
import { fullWidth, RecordFormSection } from '../components/RecordFormSection.tsx';
import { ChecklistSelect } from './ChecklistSelect.tsx';
import { ContactOfAccountSelect } from './ContactOfAccountSelect.tsx';
import { EvidenceItemsField } from './EvidenceItemsField.tsx';
import type { EvidenceRequestFormApi } from './evidenceRequestFormValues.ts';

/**
 * The request form: its account and the contact it goes to, title and due date, then the
 * documents asked for, filled from a checklist (for a new request) and adjusted item by item.
 */
export function EvidenceRequestFields({
  form,
  record,
}: {
  form: EvidenceRequestFormApi;
  record: { id: string } | null;
}) {
  const { setFieldValue } = form;
  const chooseDefaultContact = useCallback(
    (contactId: string) => setFieldValue('contactId', contactId),
    [setFieldValue],
  );
  return (
    <Stack gap="lg">
      <RecordFormSection title="Request">
        <AccountSelect
          {...form.getInputProps('accountId')}
          onChange={(accountId) => {
            form.setFieldValue('accountId', accountId ?? '');
            form.setFieldValue('contactId', '');
          }}
        />
        <ContactOfAccountSelect
          accountId={form.values.accountId}
          onDefault={chooseDefaultContact}
          {...form.getInputProps('contactId')}
        />
        <TextInput label="Title" required {...form.getInputProps('title')} />
        <DateField label="Due date" withAsterisk clearable={false} {...form.getInputProps('dueDate')} />
      </RecordFormSection>
      <RecordFormSection title="Documents to ask for">
        {!record && (
          <div style={fullWidth}>
            <ChecklistSelect
              disabled={form.submitting}
              onChoose={(checklist) => {
                form.setFieldValue(
                  'items',
                  checklist.items.map(({ title, standard }) => ({
                    id: null,
                    title,
                    standard: standard ?? '',
                  })),
                );
                if (form.values.title.trim() === '') form.setFieldValue('title', checklist.name);
              }}
            />
          </div>
        )}
        <div style={fullWidth}>
          <EvidenceItemsField form={form} />
        </div>
      </RecordFormSection>
    </Stack>
  );
}
