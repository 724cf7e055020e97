import { Select, Textarea, TextInput } from '@mantine/core';
import { TimeInput } from '@mantine/dates';
import { priority } from '../../../shared/enums.ts';
import { StaffSelect } from '../components/StaffSelect.tsx';
import { DateField } from '../components/DateField.tsx';
import { fullWidth, RecordFormSection } from '../components/RecordFormSection.tsx';
import { RecordPicker } from '../records/RecordPicker.tsx';
import type { TaskFormApi } from './taskFormValues.ts';
import { taskLabels } from '../../../shared/record-fields/tasks.ts';

/** The task form: what, on which record, when, for whom. */
export function TaskFields({ form }: { form: TaskFormApi }) {
  return (
    <>
      <RecordFormSection title="Task">
        <TextInput label={taskLabels.title} required style={fullWidth} {...form.getInputProps('title')} />
        <RecordPicker
          subject={form.getValues().subject ?? 'lead'}
          subjectId={form.getValues().subjectId ?? ''}
          onChange={(picked) => form.setValues(picked)}
          errors={{ subject: form.errors.subject, subjectId: form.errors.subjectId }}
        />
      </RecordFormSection>
      <RecordFormSection title="When and who">
        <DateField
          label={taskLabels.dueDate}
          withAsterisk
          clearable={false}
          {...form.getInputProps('dueDate')}
        />
        <TimeInput label={taskLabels.dueTime} description="Optional" {...form.getInputProps('dueTime')} />
        <StaffSelect label={taskLabels.assignee} emptyLabel="Me" {...form.getInputProps('assigneeId')} />
        <Select
          label={taskLabels.priority}
          data={priority.options}
          allowDeselect={false}
          {...form.getInputProps('priority')}
        />
        <Textarea
          label={taskLabels.notes}
          autosize
          minRows={3}
          style={fullWidth}
          {...form.getInputProps('notes')}
        />
      </RecordFormSection>
    </>
  );
}
