import { Select, Textarea, TextInput } from '@mantine/core';
import { documentType } from '../../../shared/enums.ts';
import { DateField } from '../components/DateField.tsx';
import { fullWidth, RecordFormSection } from '../components/RecordFormSection.tsx';
import type { DocumentFormApi } from './documentFormValues.ts';

/** The document form: title, type, expiry and notes (the file changes by a new version). */
export function DocumentFields({ form }: { form: DocumentFormApi }) {
  return (
    <RecordFormSection title="Document">
      <TextInput label="Title" required style={fullWidth} {...form.getInputProps('title')} />
      <Select
        label="Type"
        data={documentType.options}
        allowDeselect={false}
        {...form.getInputProps('type')}
      />
      <DateField label="Expires on" description="Optional" {...form.getInputProps('expiresOn')} />
      <Textarea label="Notes" autosize minRows={3} style={fullWidth} {...form.getInputProps('notes')} />
    </RecordFormSection>
  );
}
