import { Button, Checkbox, FileButton, Group, Stack, Text } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { formatBytes } from '../../../shared/format.ts';
import type { ActivitySubjectInput } from '../../../shared/schemas/activity.ts';
import type { EmailAttachment } from '../../../shared/schemas/email.ts';
import { uploadFile } from '../../components/uploads/uploadFile.ts';
import { newDocumentUrl } from '../documents/documentUploadUrls.ts';

type Offered = {
  quotes: readonly { id: string; number: string }[];
  documents: readonly { id: string; title: string; fileName: string; size: number }[];
};

const keyOf = (attachment: EmailAttachment) =>
  attachment.kind === 'quote' ? `quote:${attachment.quoteId}` : `document:${attachment.documentId}`;

function attachmentOf(key: string): EmailAttachment {
  const [kind, id = ''] = key.split(':');
  return kind === 'quote' ? { kind: 'quote', quoteId: id } : { kind: 'document', documentId: id };
}

/**
 * The files a message can carry: the record's quotes (their PDF) and the documents on the record,
 * its account and its contact; a file uploaded here becomes a document on the record first.
 */
export function AttachmentPicker({
  record,
  offered,
  value,
  onChange,
  onUploaded,
  error,
}: {
  record: ActivitySubjectInput;
  offered: Offered;
  value: readonly EmailAttachment[];
  onChange: (attachments: EmailAttachment[]) => void;
  /** Called with the new document's id once the server has it (the offered list is then refreshed). */
  onUploaded: (documentId: string) => Promise<void>;
  error: React.ReactNode;
}) {
  const [uploading, setUploading] = useState<string | null>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);

  async function upload(file: File | null) {
    if (!file) return;
    setUploading(file.name);
    setUploadError(null);
    const sent = await uploadFile<{ id: string }>(newDocumentUrl(record, file), file, () => undefined);
    setUploading(null);
    if (sent.ok) await onUploaded(sent.answer.id);
    else setUploadError(sent.error);
  }

  return (
    <Checkbox.Group
      label="Attach"
      value={value.map(keyOf)}
      onChange={(keys) => onChange(keys.map(attachmentOf))}
      error={error}
    >
      <Stack gap="xs" mt="xs">
        {offered.quotes.map((quote) => (
          <Checkbox key={quote.id} value={`quote:${quote.id}`} label={`Quote ${quote.number} (PDF)`} />
        ))}
        {offered.documents.map((document) => (
          <Checkbox
            key={document.id}
            value={`document:${document.id}`}
            label={`${document.title} (${document.fileName}, ${formatBytes(document.size)})`}
            styles={{ label: { overflowWrap: 'anywhere' } }}
          />
        ))}
        <Group gap="xs">
          <FileButton onChange={(file) => void upload(file)}>
            {(props) => (
              <Button
                {...props}
                size="xs"
                variant="default"
                leftSection={<IconUpload size={14} />}
                loading={uploading !== null}
              >
                Upload a file
              </Button>
            )}
          </FileButton>
          {uploading && (
            <Text size="xs" c="dimmed">
              Uploading {uploading}...
            </Text>
          )}
        </Group>
        {uploadError && (
          <Text size="sm" c="red.8" role="alert">
            {uploadError}
          </Text>
        )}
      </Stack>
    </Checkbox.Group>
  );
}
