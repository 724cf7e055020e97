import { Button, Card, Group, Stack, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import {
  emailTemplateInputSchema,
  type EmailTemplateInput,
  type EmailTemplateValues,
} from '../../../shared/schemas/email.ts';
import { applyServerErrors } from '../../components/useSchemaForm/formErrors.ts';
import { useSchemaForm } from '../../components/useSchemaForm/useSchemaForm.ts';
import { useTRPC, type RouterOutputs } from '../../trpc.ts';
import { notifyFailure, notifySuccess } from '../components/notify.tsx';
import { BodyEditor } from '../emails/BodyEditor.tsx';

type Template = RouterOutputs['email_templates']['list']['items'][number];

type EmailTemplateFormProps = {
  /** The template edited, or null for a new one. */
  template: Template | null;
  onSaved: (id: string) => void;
  onDeleted: () => void;
  /** The subject and body as typed, for the preview. */
  onDraft: (draft: { subject: string; body: string }) => void;
};

/** One template's name, subject and body; an unknown merge field is named beside its field. */
export function EmailTemplateForm({ template, onSaved, onDeleted, onDraft }: EmailTemplateFormProps) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const create = useMutation(trpc.email_templates.create.mutationOptions());
  const update = useMutation(trpc.email_templates.update.mutationOptions());
  const remove = useMutation(trpc.email_templates.delete.mutationOptions());
  const form = useSchemaForm(emailTemplateInputSchema, {
    name: template?.name ?? '',
    subject: template?.subject ?? '',
    body: template?.body ?? '',
  } satisfies EmailTemplateInput);
  const { subject, body } = form.values;
  useEffect(() => onDraft({ subject: subject ?? '', body: body ?? '' }), [subject, body, onDraft]);
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.email_templates.list.queryKey() });

  async function submit(values: EmailTemplateValues) {
    try {
      const saved = template
        ? await update.mutateAsync({ id: template.id, ...values })
        : await create.mutateAsync(values);
      await refresh();
      notifySuccess('Template saved');
      onSaved(saved.id);
    } catch (error) {
      if (!applyServerErrors(form, error)) notifyFailure('Failed to save the template', error);
    }
  }

  async function deleteTemplate() {
    if (!template) return;
    try {
      await remove.mutateAsync({ id: template.id });
    } catch (error) {
      notifyFailure('Failed to delete the template', error);
      return;
    }
    await refresh();
    notifySuccess('Template deleted');
    onDeleted();
  }

  return (
    <Card withBorder radius="md" padding="lg">
      <form
        onSubmit={form.onSubmit(submit)}
        noValidate
        aria-label={template ? `Edit ${template.name}` : 'New template'}
      >
        <Stack gap="md">
          <TextInput label="Name" required {...form.getInputProps('name')} />
          <TextInput label="Subject" required {...form.getInputProps('subject')} />
          <BodyEditor
            label="Body"
            value={body ?? ''}
            onChange={(html) => form.setFieldValue('body', html)}
            error={form.errors.body}
            disabled={form.submitting}
          />
          <Group justify="space-between">
            {template ? (
              <Button
                variant="subtle"
                color="red"
                onClick={() => void deleteTemplate()}
                loading={remove.isPending}
              >
                Delete
              </Button>
            ) : (
              <span />
            )}
            <Button type="submit" loading={form.submitting}>
              Save template
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
