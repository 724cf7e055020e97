import { Anchor, Group, Stack, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import type { ActivitySubjectInput } from '../../../shared/schemas/activity.ts';
import { useTRPC } from '../../trpc.ts';
import { DetailCard } from '../components/DetailCard.tsx';
import { UploadList } from '../../components/uploads/UploadList.tsx';
import { useUploads } from '../../components/uploads/useUploads.ts';
import { ListState } from '../records/ListState.tsx';
import { recordUrl } from '../records/recordUrl.ts';
import { DocumentDropzone } from './DocumentDropzone.tsx';
import { canPreview, documentFileUrl, fileText } from './documentText.ts';
import { NewVersionButton } from './NewVersionButton.tsx';
import { newDocumentUrl } from './documentUploadUrls.ts';

const SHOWN = 20;

/** A record's documents, newest first: upload by drop or pick, download, preview, a new version. */
export function RecordDocuments(record: ActivitySubjectInput) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const documents = useQuery(trpc.documents.list.queryOptions({ ...record, pageSize: SHOWN }));
  const { uploads, send } = useUploads(() =>
    queryClient.invalidateQueries({ queryKey: trpc.documents.pathKey() }),
  );
  const items = documents.data?.items;
  return (
    <DetailCard title="Documents">
      <DocumentDropzone
        onFiles={(files) => files.forEach((file) => void send(newDocumentUrl(record, file), file))}
      />
      <UploadList uploads={uploads} />
      <ListState
        query={documents}
        isEmpty={items?.length === 0}
        loadingText="Loading documents..."
        errorText="Error loading documents"
        emptyText="No documents yet"
      >
        <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {items?.map((document) => (
            <li key={document.id}>
              <Anchor
                component={Link}
                to={recordUrl('documents', document.id)}
                fw={500}
                style={{ overflowWrap: 'anywhere' }}
              >
                {document.title}
              </Anchor>
              <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                Version {document.version} · {fileText(document)}
              </Text>
              <Group gap="xs" mt={4}>
                <Anchor
                  size="sm"
                  href={documentFileUrl(document.id)}
                  aria-label={`Download ${document.title}`}
                >
                  Download
                </Anchor>
                {canPreview(document.contentType) && (
                  <Anchor
                    size="sm"
                    href={documentFileUrl(document.id, { preview: true })}
                    target="_blank"
                    rel="noopener"
                    aria-label={`Preview ${document.title}`}
                  >
                    Preview
                  </Anchor>
                )}
                <NewVersionButton
                  documentId={document.id}
                  title={document.title}
                  onFile={(url, file) => void send(url, file)}
                />
              </Group>
            </li>
          ))}
        </Stack>
      </ListState>
      {documents.data?.next && (
        <Text size="xs" c="dimmed">
          Showing the newest {SHOWN} documents: the Documents tab lists them all.
        </Text>
      )}
    </DetailCard>
  );
}
