import { Button, FileButton } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { newVersionUrl } from './documentUploadUrls.ts';

/** 'New version': a file picker whose file becomes the document's current version. */
export function NewVersionButton({
  documentId,
  title,
  onFile,
}: {
  documentId: string;
  title: string;
  onFile: (url: string, file: File) => void;
}) {
  return (
    <FileButton onChange={(file) => file && onFile(newVersionUrl(documentId, file), file)}>
      {(props) => (
        <Button
          {...props}
          size="xs"
          variant="default"
          leftSection={<IconUpload size={14} />}
          aria-label={`New version of ${title}`}
        >
          New version
        </Button>
      )}
    </FileButton>
  );
}
