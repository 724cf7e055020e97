import '@mantine/core/styles/Progress.css';
import { Progress, Stack, Text } from '@mantine/core';
import type { Upload } from './useUploads.ts';

/** Each file sent: its name, its progress, and beside it the server's message when refused. */
export function UploadList({ uploads, label = 'Uploads' }: { uploads: readonly Upload[]; label?: string }) {
  if (uploads.length === 0) return null;
  return (
    <Stack gap="xs" component="ul" aria-label={label} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {uploads.map((upload) => (
        <li key={upload.key}>
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {upload.name}
            {upload.done && !upload.error && ' — uploaded'}
          </Text>
          {upload.error ? (
            <Text size="sm" c="red.8" role="alert">
              {upload.error}
            </Text>
          ) : (
            <Progress value={upload.progress * 100} size="sm" aria-label={`Upload of ${upload.name}`} />
          )}
        </li>
      ))}
    </Stack>
  );
}
