import '@mantine/dropzone/styles.css';
import { Alert, Group, Stack, Text } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { IconFileTypeCsv, IconUpload, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { MAX_IMPORT_BYTES, type ImportTypeName } from '../../../../shared/schemas/import.ts';
import { uploadCsv } from './uploadCsv.ts';

const CSV_TYPES = { 'text/csv': ['.csv'], 'application/vnd.ms-excel': ['.csv'] };

/** The first step: a CSV file dropped or chosen, sent to the server, which keeps it as a new import. */
export function UploadStep({
  path,
  plural,
  onUploaded,
}: {
  path: ImportTypeName;
  plural: string;
  onUploaded: (importId: string) => void;
}) {
  const [error, setError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);

  async function upload(file: File) {
    setError(null);
    setUploading(true);
    const answer = await uploadCsv(path, file);
    setUploading(false);
    if ('error' in answer) setError(answer.error);
    else onUploaded(answer.id);
  }

  return (
    <Stack gap="sm">
      <Dropzone
        onDrop={(files: File[]) => files[0] && void upload(files[0])}
        onReject={() =>
          setError(`Please choose one CSV file of at most ${MAX_IMPORT_BYTES / 1024 / 1024} MB.`)
        }
        accept={CSV_TYPES}
        maxSize={MAX_IMPORT_BYTES}
        maxFiles={1}
        multiple={false}
        loading={uploading}
        inputProps={{ 'aria-label': `CSV file of ${plural}` }}
      >
        <Group justify="center" gap="md" mih={140} style={{ pointerEvents: 'none' }} wrap="nowrap">
          <Dropzone.Accept>
            <IconUpload size={40} stroke={1.5} />
          </Dropzone.Accept>
          <Dropzone.Reject>
            <IconX size={40} stroke={1.5} />
          </Dropzone.Reject>
          <Dropzone.Idle>
            <IconFileTypeCsv size={40} stroke={1.5} />
          </Dropzone.Idle>
          <div>
            <Text size="lg">Drop a CSV file here or click to choose one</Text>
            <Text size="sm" c="dimmed">
              The first line names the columns. UTF-8 (Excel: "CSV UTF-8"), commas or semicolons, up to{' '}
              {MAX_IMPORT_BYTES / 1024 / 1024} MB.
            </Text>
          </div>
        </Group>
      </Dropzone>
      {error && (
        <Alert color="red" title="The file was not uploaded" role="alert">
          {error}
        </Alert>
      )}
    </Stack>
  );
}
