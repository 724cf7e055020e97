import { Alert, Anchor, Grid, Stack } from '@mantine/core';
import { IconMailForward } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { formatDate, formatDateTime } from '../../../shared/format.ts';
import type { RouterOutputs } from '../../trpc.ts';
import { DetailCard } from '../components/DetailCard.tsx';
import { DetailField } from '../components/DetailField.tsx';
import { recordUrl } from '../records/recordUrl.ts';
import { EvidenceItems } from './EvidenceItems.tsx';
import { EvidenceProgressBar } from './EvidenceProgressBar.tsx';
import { SendEvidenceRequestButton } from './SendEvidenceRequestButton.tsx';

type EvidenceRequest = RouterOutputs['evidence_requests']['byId'];

/** A request's page: not sent yet (with Send), its account, contact, dates and progress, then its items to review. */
export function EvidenceRequestDetail({ record: request }: { record: EvidenceRequest }) {
  return (
    <Stack gap="md">
      {!request.sentAt && (
        <Alert color="blue" icon={<IconMailForward size={20} />} title="Not sent yet">
          <Stack gap="sm" align="flex-start">
            {`${request.contact.name} has not been asked yet. Send the request to mail them a private link to upload their files.`}
            <SendEvidenceRequestButton record={request} />
          </Stack>
        </Alert>
      )}
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 4 }}>
          <DetailCard title="Request">
            <EvidenceProgressBar progress={request.progress} label="Progress" />
            <DetailField label="Account">
              <Anchor component={Link} to={recordUrl('accounts', request.account.id)}>
                {request.account.name}
              </Anchor>
            </DetailField>
            <DetailField label="Sent to">
              <Anchor component={Link} to={recordUrl('contacts', request.contact.id)}>
                {request.contact.name}
              </Anchor>
            </DetailField>
            <DetailField label="Due date">{formatDate(request.dueDate)}</DetailField>
            <DetailField label="Sent at">
              {request.sentAt ? formatDateTime(request.sentAt) : 'Not sent'}
            </DetailField>
          </DetailCard>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }}>
          <EvidenceItems items={request.items} />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
