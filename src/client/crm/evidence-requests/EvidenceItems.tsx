import { Anchor, Box, Group, Stack, Text } from '@mantine/core';
import { formatDateTime } from '../../../shared/format.ts';
import type { RouterOutputs } from '../../trpc.ts';
import { DetailCard } from '../components/DetailCard.tsx';
import { documentFileUrl } from '../documents/documentText.ts';
import { EvidenceItemReview } from './EvidenceItemReview.tsx';
import { EvidenceStatusBadge } from './EvidenceStatusBadge.tsx';

type EvidenceItem = RouterOutputs['evidence_requests']['byId']['items'][number];

/** One item: its title and standard, status, the comment given, the files received, and the review. */
function EvidenceItemEntry({ item }: { item: EvidenceItem }) {
  return (
    <Stack
      gap={6}
      component="li"
      py="sm"
      style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Box style={{ minWidth: 0 }}>
          <Text fw={500} size="sm" style={{ overflowWrap: 'anywhere' }}>
            {item.title}
          </Text>
          {item.standard && (
            <Text size="xs" c="dimmed">
              {item.standard}
            </Text>
          )}
        </Box>
        <EvidenceStatusBadge status={item.status} />
      </Group>
      {item.staffComment && (
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          <Text span fw={500}>
            Comment:
          </Text>{' '}
          {item.staffComment}
        </Text>
      )}
      {item.documents.length > 0 && (
        <Stack
          gap={2}
          component="ul"
          m={0}
          p={0}
          style={{ listStyle: 'none' }}
          aria-label={`Files for ${item.title}`}
        >
          {item.documents.map((document) => (
            <li key={document.id}>
              <Anchor size="sm" href={documentFileUrl(document.id)} style={{ overflowWrap: 'anywhere' }}>
                {document.fileName}
              </Anchor>{' '}
              <Text span size="xs" c="dimmed">
                {formatDateTime(document.createdAt)}
              </Text>
            </li>
          ))}
        </Stack>
      )}
      {item.status === 'received' && <EvidenceItemReview itemId={item.id} itemTitle={item.title} />}
    </Stack>
  );
}

/** The documents asked for, in the request's order. */
export function EvidenceItems({ items }: { items: readonly EvidenceItem[] }) {
  return (
    <DetailCard title={`Items (${items.length})`}>
      <Stack gap={0} component="ol" m={0} p={0} style={{ listStyle: 'none' }}>
        {items.map((item) => (
          <EvidenceItemEntry key={item.id} item={item} />
        ))}
      </Stack>
    </DetailCard>
  );
}
