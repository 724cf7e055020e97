import '@mantine/core/styles/Badge.css';
import '@mantine/dropzone/styles.css';
import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { IconFileCheck, IconUpload } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { evidenceItemStatusForProvider, type EvidenceItemStatus } from '../../../shared/enums.ts';
import { formatDateTime } from '../../../shared/format.ts';
import { evidenceUploadPath } from '../../../shared/routes.ts';
import { MAX_DOCUMENT_BYTES } from '../../../shared/schemas/document.ts';
import { useDisabledUntilHydrated } from '../../components/useHydrated.tsx';
import { UploadList } from '../../components/uploads/UploadList.tsx';
import { useUploads } from '../../components/uploads/useUploads.ts';
import { useTRPC, type RouterOutputs } from '../../trpc.ts';

type EvidenceItem = RouterOutputs['evidence']['view']['items'][number];

const colors: Record<EvidenceItemStatus, string> = {
  requested: 'gray',
  received: 'blue',
  accepted: 'teal',
  rejected: 'orange',
};

/** `POST /evidence/<token>/items/<id>/files?name=`: one file for one item. */
function uploadUrl(token: string, itemId: string, file: File): string {
  return `${evidenceUploadPath(token, itemId)}?${new URLSearchParams({ name: file.name }).toString()}`;
}

/**
 * One document asked for: its status, what staff said when it needs another file, the files
 * received, and (until it is accepted) a large drop or tap area to send more, each file with its
 * progress and, beside it, the server's message when refused.
 */
export function EvidenceItemCard({ item, token }: { item: EvidenceItem; token: string }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { uploads, send } = useUploads(() =>
    queryClient.invalidateQueries({ queryKey: trpc.evidence.view.queryKey({ token }) }),
  );
  const { disabled, ...awaiting } = useDisabledUntilHydrated();
  const headingId = `evidence-item-${item.id}`;
  const status: EvidenceItemStatus = item.status;
  return (
    <Card component="li" withBorder radius="md" padding="md" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Text id={headingId} component="h2" fw={600} size="md" m={0} style={{ overflowWrap: 'anywhere' }}>
              {item.title}
            </Text>
            {item.standard && (
              <Text size="sm" c="dimmed">
                {item.standard}
              </Text>
            )}
          </Stack>
          <Badge variant="light" color={colors[status]} style={{ flexShrink: 0 }} autoContrast>
            {evidenceItemStatusForProvider.label(status)}
          </Badge>
        </Group>
        {status === 'rejected' && item.staffComment && (
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            <Text span fw={600}>
              Our comment:
            </Text>{' '}
            {item.staffComment}
          </Text>
        )}
        {item.files.length > 0 && (
          <Stack
            gap={4}
            component="ul"
            m={0}
            p={0}
            style={{ listStyle: 'none' }}
            aria-label={`Received for ${item.title}`}
          >
            {item.files.map((file, index) => (
              <Group
                key={`${file.fileName}-${index}`}
                component="li"
                gap={8}
                wrap="nowrap"
                align="flex-start"
              >
                <IconFileCheck
                  size={18}
                  color="var(--mantine-color-teal-7)"
                  style={{ flexShrink: 0 }}
                  aria-hidden
                />
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {file.fileName}{' '}
                  <Text span size="xs" c="dimmed">
                    received {formatDateTime(file.uploadedAt)}
                  </Text>
                </Text>
              </Group>
            ))}
          </Stack>
        )}
        {status !== 'accepted' && (
          <Dropzone
            onDrop={(files: File[]) =>
              files.forEach((file) => void send(uploadUrl(token, item.id, file), file))
            }
            multiple
            disabled={disabled}
            {...awaiting}
            inputProps={{ 'aria-label': `Upload files for ${item.title}` }}
            p="md"
          >
            <Group justify="center" gap="sm" mih={56} wrap="nowrap" style={{ pointerEvents: 'none' }}>
              <IconUpload size={28} stroke={1.5} aria-hidden />
              <div>
                <Text size="md" fw={500}>
                  {item.files.length > 0 ? 'Add another file' : 'Choose files'}
                </Text>
                <Text size="xs" c="dimmed">
                  Choose from your phone or computer, or drop here · up to {MAX_DOCUMENT_BYTES / 1024 / 1024}{' '}
                  MB each
                </Text>
              </div>
            </Group>
          </Dropzone>
        )}
        {/* A file sent shows among those received; one on its way or refused shows here. */}
        <UploadList
          uploads={uploads.filter((upload) => !upload.done || upload.error)}
          label={`Uploads for ${item.title}`}
        />
      </Stack>
    </Card>
  );
}
