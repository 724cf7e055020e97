import { Select, Textarea, TextInput } from '@mantine/core';
import { TimeInput } from '@mantine/dates';
import { priority } from '../../../shared/enums.ts';
import { StaffSelect } from '../components/StaffSelect.tsx';
import { DateField } from '../components/DateField.tsx';
import { fullWidth, LeadFormSection } from '../leads/LeadFormSection.tsx';
import { SubjectFields } from './SubjectFields.tsx';
import type { TaskFormApi } from './taskFormValues.ts';

/** The task form: what, on which record, when, for whom. */
export function TaskFields({ form }: { form: TaskFormApi }) {
  return (
    <>
      <LeadFormSection title="Task">
        <TextInput label="Title" required style={fullWidth} {...form.getInputProps('title')} />
        <SubjectFields form={form} />
      </LeadFormSection>
      <LeadFormSection title="When and who">
        <DateField label="Due date" withAsterisk clearable={false} {...form.getInputProps('dueDate')} />
        <TimeInput label="Due time" description="Optional" {...form.getInputProps('dueTime')} />
        <StaffSelect label="Assignee" emptyLabel="Me" {...form.getInputProps('assigneeId')} />
        <Select
          label="Priority"
          data={priority.options}
          allowDeselect={false}
          {...form.getInputProps('priority')}
        />
        <Textarea label="Notes" autosize minRows={3} style={fullWidth} {...form.getInputProps('notes')} />
      </LeadFormSection>
    </>
  );
}
