import { Card, Group, Skeleton, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router-dom';
import { formatDate } from '../../../shared/format.ts';
import { useQuery } from '@tanstack/react-query';
import { QueryError } from '../../components/QueryError/QueryError.tsx';
import { useTRPC, type RouterOutputs } from '../../trpc.ts';
import { recordUrl } from '../records/recordUrl.ts';
import { LeadPriorityBadge, LeadStatusBadge } from '../leads/LeadBadges.tsx';

type RecentLead = RouterOutputs['dashboard']['recentLeads'][number];

const SKELETON_ROWS = 5;

/** The five newest leads; each opens its detail. */
export function RecentLeads() {
  const leads = useQuery(useTRPC().dashboard.recentLeads.queryOptions());
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="recent-leads-title">
      <Title order={2} size="h4" mb="md" id="recent-leads-title">
        Recent Leads
      </Title>
      {leads.isPending ? (
        <Stack gap="sm">
          {Array.from({ length: SKELETON_ROWS }, (_, row) => (
            <Skeleton key={row} height={52} radius="md" />
          ))}
        </Stack>
      ) : leads.error ? (
        <QueryError text="Error loading recent leads" error={leads.error} onRetry={leads.refetch} />
      ) : leads.data.length === 0 ? (
        <Text c="dimmed" ta="center" py="lg">
          No leads yet
        </Text>
      ) : (
        <Stack gap="xs" component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {leads.data.map((lead) => (
            <li key={lead.id}>
              <RecentLeadRow lead={lead} />
            </li>
          ))}
        </Stack>
      )}
    </Card>
  );
}

function RecentLeadRow({ lead }: { lead: RecentLead }) {
  return (
    <UnstyledButton
      component={Link}
      to={recordUrl('leads', lead.id)}
      display="block"
      p="sm"
      bd="1px solid var(--mantine-color-default-border)"
      bdrs="md"
      w="100%"
    >
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Stack gap={4} style={{ minWidth: 0, flex: '1 1 12rem' }}>
          <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
            {lead.title}
          </Text>
          <Text size="xs" c="dimmed">
            Created {formatDate(lead.createdAt)}
          </Text>
        </Stack>
        <Group gap={6} wrap="wrap">
          <LeadStatusBadge status={lead.status} />
          <LeadPriorityBadge value={lead.priority} />
          {lead.leadScore !== null && (
            <Text size="sm" fw={600}>
              {lead.leadScore}/100
            </Text>
          )}
        </Group>
      </Group>
    </UnstyledButton>
  );
}
