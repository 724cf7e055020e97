import { Button, Group, Modal, Select, Stack, TagsInput, TextInput } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ActivitySubjectInput } from '../../../shared/schemas/activity.ts';
import { sendEmailSchema, type SendEmailInput, type SendEmailValues } from '../../../shared/schemas/email.ts';
import { applyServerErrors } from '../../components/useSchemaForm/formErrors.ts';
import { useSchemaForm } from '../../components/useSchemaForm/useSchemaForm.ts';
import { useTRPC } from '../../trpc.ts';
import { notifyFailure, notifySuccess } from '../components/notify.tsx';
import { AttachmentPicker } from './AttachmentPicker.tsx';
import { BodyEditor } from './BodyEditor.tsx';

type ComposeEmailModalProps = { record: ActivitySubjectInput; opened: boolean; onClose: () => void };

/** 'Send email' on a record: recipients, a template to start from, subject, body, and the quote's PDF or documents. */
export function ComposeEmailModal({ record, opened, onClose }: ComposeEmailModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Send email" size="xl">
      {opened && <ComposeEmailForm record={record} onDone={onClose} />}
    </Modal>
  );
}

const ADDRESS_SEPARATORS = [',', ';', ' '];

function ComposeEmailForm({ record, onDone }: { record: ActivitySubjectInput; onDone: () => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const options = useQuery(trpc.emails.composer.queryOptions(record));
  const templates = useQuery(trpc.email_templates.list.queryOptions({ pageSize: 100 }));
  const merge = useMutation(trpc.emails.merge.mutationOptions());
  const send = useMutation(trpc.emails.send.mutationOptions());
  const form = useSchemaForm(sendEmailSchema, {
    record,
    to: [],
    cc: [],
    subject: '',
    body: '',
    attachments: [],
  } satisfies SendEmailInput);
  const defaultTo = options.data?.defaultTo;
  if (defaultTo && form.values.to.length === 0 && !form.isTouched('to')) {
    form.setFieldValue('to', [defaultTo]);
    form.setTouched({ to: true });
  }

  async function applyTemplate(templateId: string | null) {
    const template = templates.data?.items.find((item) => item.id === templateId);
    if (!template) return;
    try {
      const merged = await merge.mutateAsync({ record, subject: template.subject, body: template.body });
      form.setValues({ subject: merged.subject, body: merged.body });
    } catch (error) {
      notifyFailure('Failed to use the template', error);
    }
  }

  async function submit(values: SendEmailValues) {
    try {
      await send.mutateAsync(values);
    } catch (error) {
      applyServerErrors(form, error);
      notifyFailure('Failed to send the email', error);
      return;
    }
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: trpc.emails.list.queryKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.activities.list.queryKey() }),
    ]);
    notifySuccess('Email queued to send');
    onDone();
  }

  const recipients = (options.data?.recipients ?? []).map((recipient) => recipient.email);
  const attachments = form.values.attachments ?? [];

  async function attachUploaded(documentId: string) {
    await queryClient.invalidateQueries({ queryKey: trpc.emails.composer.queryKey(record) });
    await queryClient.invalidateQueries({ queryKey: trpc.documents.pathKey() });
    form.setFieldValue('attachments', [...attachments, { kind: 'document', documentId }]);
  }
  return (
    <form onSubmit={form.onSubmit(submit)} noValidate aria-label="Send email">
      <Stack gap="md">
        <TagsInput
          label="To"
          required
          data={recipients}
          splitChars={ADDRESS_SEPARATORS}
          description="Choose a contact or type any address"
          {...form.getInputProps('to')}
        />
        <TagsInput
          label="Cc"
          data={recipients}
          splitChars={ADDRESS_SEPARATORS}
          {...form.getInputProps('cc')}
        />
        <Select
          label="Template"
          placeholder="Start from a template"
          data={(templates.data?.items ?? []).map((template) => ({
            value: template.id,
            label: template.name,
          }))}
          onChange={(templateId) => void applyTemplate(templateId)}
          disabled={form.submitting || merge.isPending}
          clearable
        />
        <TextInput label="Subject" required {...form.getInputProps('subject')} />
        <BodyEditor
          label="Body"
          value={form.values.body ?? ''}
          onChange={(html) => form.setFieldValue('body', html)}
          error={form.errors.body}
          disabled={form.submitting}
        />
        <AttachmentPicker
          record={record}
          offered={{ quotes: options.data?.quotes ?? [], documents: options.data?.documents ?? [] }}
          value={attachments}
          onChange={(chosen) => form.setFieldValue('attachments', chosen)}
          onUploaded={attachUploaded}
          error={form.errors.attachments}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone} disabled={form.submitting}>
            Cancel
          </Button>
          <Button type="submit" loading={form.submitting}>
            Send
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
