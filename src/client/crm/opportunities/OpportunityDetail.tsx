import { Anchor, Grid, Group, Badge, SimpleGrid, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { registrationGroups } from '../../../shared/catalog/registration-groups.ts';
import { formatDate } from '../../../shared/format.ts';
import type { RouterOutputs } from '../../trpc.ts';
import { RecordActivities } from '../activities/RecordActivities.tsx';
import { RecordEmails } from '../emails/RecordEmails.tsx';
import { RecordTasks } from '../tasks/RecordTasks.tsx';
import { RecordDocuments } from '../documents/RecordDocuments.tsx';
import { DetailCard } from '../components/DetailCard.tsx';
import { DetailField } from '../components/DetailField.tsx';
import { RecordQuotes } from '../quotes/RecordQuotes.tsx';
import { recordUrl } from '../records/recordUrl.ts';
import { amountText, daysInStage } from './opportunityText.ts';

type Opportunity = RouterOutputs['opportunities']['byId'];

const groupName = new Map(registrationGroups.map((group) => [group.id, `${group.number} ${group.name}`]));

/** An opportunity's figures, groups and activities; its parties and source lead beside them. */
export function OpportunityDetail({ record }: { record: Opportunity }) {
  const days = daysInStage(record.stageChangedAt);
  return (
    <Grid gap="md">
      <Grid.Col span={{ base: 12, md: 8 }}>
        <Stack gap="md">
          <DetailCard title="Opportunity Information">
            <SimpleGrid cols={{ base: 2, lg: 3 }} spacing="md" verticalSpacing="md">
              <DetailField label="Amount">{amountText(record.amount)}</DetailField>
              <DetailField label="Probability">{`${record.probability}%`}</DetailField>
              <DetailField label="Expected Close">
                {record.expectedCloseDate && formatDate(record.expectedCloseDate)}
              </DetailField>
              <DetailField label="In Stage">{`${days} ${days === 1 ? 'day' : 'days'}`}</DetailField>
              <DetailField label="Created">{formatDate(record.createdAt)}</DetailField>
              <DetailField label="Last Updated">{formatDate(record.updatedAt)}</DetailField>
            </SimpleGrid>
            <DetailField label="Loss Reason">{record.lossReason}</DetailField>
            <DetailField label="Registration Groups of Interest">
              {record.registrationGroups.length > 0 && (
                <Group gap={6} mt={4}>
                  {record.registrationGroups.map((id) => (
                    <Badge key={id} variant="outline" color="gray" tt="none">
                      {groupName.get(id) ?? id}
                    </Badge>
                  ))}
                </Group>
              )}
            </DetailField>
          </DetailCard>
          <RecordQuotes of={{ opportunityId: record.id }} />
          <RecordEmails subject="opportunity" subjectId={record.id} />
          <RecordActivities subject="opportunity" subjectId={record.id} />
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <Stack gap="md">
          <DetailCard title="Account & Contact">
            <DetailField label="Account">
              <Anchor component={Link} to={recordUrl('accounts', record.accountId)}>
                {record.accountName}
              </Anchor>
            </DetailField>
            <DetailField label="Primary Contact">
              {record.contactId ? (
                <Anchor component={Link} to={recordUrl('contacts', record.contactId)}>
                  {record.contactName}
                </Anchor>
              ) : (
                <Text size="sm" c="dimmed">
                  None
                </Text>
              )}
            </DetailField>
            <DetailField label="Owner">{record.ownerName ?? 'No owner'}</DetailField>
            <DetailField label="Source Lead">
              {record.sourceLeadId && (
                <Anchor component={Link} to={recordUrl('leads', record.sourceLeadId)}>
                  {record.sourceLeadTitle}
                </Anchor>
              )}
            </DetailField>
          </DetailCard>
          <RecordTasks subject="opportunity" subjectId={record.id} />
          <RecordDocuments subject="opportunity" subjectId={record.id} />
        </Stack>
      </Grid.Col>
    </Grid>
  );
}
