import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Progress.css';
import { Alert, Container, Progress, Stack, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { formatDate } from '../../../shared/format.ts';
import type { RouterOutputs } from '../../trpc.ts';
import { PageHero } from '../layout/PageHero.tsx';
import { EvidenceItemCard } from './EvidenceItemCard.tsx';

type EvidenceRequest = RouterOutputs['evidence']['view'];

/** Received: a file waiting for review, or accepted. */
const isReceived = (status: EvidenceRequest['items'][number]['status']) =>
  status === 'received' || status === 'accepted';

/**
 * The request as its contact sees it: whose it is and when it is due, how many documents are
 * in, a thank-you once all are, and each document asked for with its files and upload.
 */
export function EvidenceView({ request, token }: { request: EvidenceRequest; token: string }) {
  const received = request.items.filter((item) => isReceived(item.status)).length;
  const total = request.items.length;
  const complete = total > 0 && received === total;
  return (
    <main>
      <PageHero
        title={request.title}
        lead={`Hi ${request.contactFirstName}, please upload the documents below for ${request.accountName} by ${formatDate(request.dueDate)}.`}
      />
      <Container size="md" py="xl" px={{ base: 'sm', sm: 'md' }}>
        <Stack gap="lg">
          <Stack gap={6}>
            <Text fw={600}>
              {received} of {total} documents received
            </Text>
            <Progress
              value={total === 0 ? 0 : (received / total) * 100}
              size="lg"
              aria-label="Documents received"
            />
          </Stack>
          {complete && (
            <Alert color="teal" icon={<IconCircleCheck size={22} />} title="Thank you!" role="status">
              We have every document we asked for. We will review them and let you know if anything else is
              needed; you can still add a file to any item that is not accepted yet.
            </Alert>
          )}
          <Stack gap="md" component="ol" m={0} p={0} style={{ listStyle: 'none' }}>
            {request.items.map((item) => (
              <EvidenceItemCard key={item.id} item={item} token={token} />
            ))}
          </Stack>
          <Text size="sm" c="dimmed">
            PDF, images, Office documents, CSV or text files. Each file is kept with this request only; you
            can upload more than one file for an item.
          </Text>
        </Stack>
      </Container>
    </main>
  );
}
