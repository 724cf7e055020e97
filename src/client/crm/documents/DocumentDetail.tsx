import { Anchor, Button, Grid, Stack, Table, Text } from '@mantine/core';
import { IconDownload, IconEye } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { activitySubject, documentType } from '../../../shared/enums.ts';
import { formatBytes, formatDate, formatDateTime } from '../../../shared/format.ts';
import { recordTypeOfSubject } from '../../../shared/record-fields/index.ts';
import type { RouterOutputs } from '../../trpc.ts';
import { DetailCard } from '../components/DetailCard.tsx';
import { DetailField } from '../components/DetailField.tsx';
import { recordUrl } from '../records/recordUrl.ts';
import { canPreview, documentFileUrl, fileText } from './documentText.ts';

type Document = RouterOutputs['documents']['byId'];

/** A document's page: its file (download, preview), its record, expiry, notes and every version. */
export function DocumentDetail({ record: document }: { record: Document }) {
  return (
    <Grid gap="md">
      <Grid.Col span={{ base: 12, md: 8 }}>
        <DetailCard title="Document">
          <DetailField label={activitySubject.label(document.subject)}>
            <Anchor
              component={Link}
              to={recordUrl(recordTypeOfSubject(document.subject), document.subjectId)}
            >
              {document.subjectName ?? 'Unnamed'}
            </Anchor>
          </DetailField>
          <DetailField label="Type">{documentType.label(document.type)}</DetailField>
          <DetailField label="Expires on">
            {document.expiresOn ? formatDate(document.expiresOn) : '—'}
          </DetailField>
          <DetailField label="File">{fileText(document)}</DetailField>
          <DetailField label="Uploaded by">{document.createdByName ?? '—'}</DetailField>
          {document.notes && (
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {document.notes}
            </Text>
          )}
        </DetailCard>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <DetailCard title="File">
          <Stack gap="sm">
            <Button
              component="a"
              href={documentFileUrl(document.id)}
              leftSection={<IconDownload size={16} />}
            >
              Download
            </Button>
            {canPreview(document.contentType) && (
              <Button
                component="a"
                href={documentFileUrl(document.id, { preview: true })}
                target="_blank"
                rel="noopener"
                variant="default"
                leftSection={<IconEye size={16} />}
              >
                Preview
              </Button>
            )}
          </Stack>
        </DetailCard>
      </Grid.Col>
      <Grid.Col span={12}>
        <DetailCard title="Versions">
          <Table.ScrollContainer minWidth={480}>
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Version</Table.Th>
                  <Table.Th>File</Table.Th>
                  <Table.Th>Size</Table.Th>
                  <Table.Th>Uploaded</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {document.versions.map((version) => (
                  <Table.Tr key={version.id}>
                    <Table.Td>Version {version.number}</Table.Td>
                    <Table.Td>
                      <Anchor size="sm" href={documentFileUrl(document.id, { version: version.number })}>
                        {version.fileName}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>{formatBytes(version.size)}</Table.Td>
                    <Table.Td>{formatDateTime(version.createdAt)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </DetailCard>
      </Grid.Col>
    </Grid>
  );
}
