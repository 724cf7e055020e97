import '@mantine/dropzone/styles.css';
import { Group, Text } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { IconFileUpload, IconUpload } from '@tabler/icons-react';
import { MAX_DOCUMENT_BYTES } from '../../../shared/schemas/document.ts';

/** Drop or pick one or many files; the server checks each one's type and size. */
export function DocumentDropzone({ onFiles }: { onFiles: (files: File[]) => void }) {
  return (
    <Dropzone onDrop={onFiles} multiple inputProps={{ 'aria-label': 'Files to upload' }}>
      <Group justify="center" gap="sm" mih={80} style={{ pointerEvents: 'none' }} wrap="nowrap">
        <Dropzone.Accept>
          <IconUpload size={32} stroke={1.5} />
        </Dropzone.Accept>
        <Dropzone.Idle>
          <IconFileUpload size={32} stroke={1.5} />
        </Dropzone.Idle>
        <div>
          <Text size="sm">Drop files here or click to choose them</Text>
          <Text size="xs" c="dimmed">
            PDF, images, Office documents, CSV or text, up to {MAX_DOCUMENT_BYTES / 1024 / 1024} MB each
          </Text>
        </div>
      </Group>
    </Dropzone>
  );
}
