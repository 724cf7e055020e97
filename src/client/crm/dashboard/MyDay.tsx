import { Anchor, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { formatDate } from '../../../shared/format.ts';
import { useTRPC } from '../../trpc.ts';
import { ListState } from '../records/ListState.tsx';
import { recordUrl } from '../records/recordUrl.ts';
import { TaskLine } from '../tasks/TaskLine.tsx';

type MyDayPartProps = {
  title: string;
  empty: string;
  count: number;
  more: boolean;
  moreUrl: string;
  children: ReactNode;
};

function MyDayPart({ title, empty, count, more, moreUrl, children }: MyDayPartProps) {
  return (
    <Stack gap="xs" component="section" aria-label={title}>
      <Title order={3} size="h6">
        {title}
      </Title>
      {count === 0 ? (
        <Text size="sm" c="dimmed">
          {empty}
        </Text>
      ) : (
        <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {children}
        </Stack>
      )}
      {more && (
        <Anchor component={Link} to={moreUrl} size="sm">
          See all
        </Anchor>
      )}
    </Stack>
  );
}

/**
 * What the signed-in person should do today: their overdue and today's tasks, their leads with no
 * activity for 14 days, their opportunities past the expected close date. Each line opens its record.
 */
export function MyDay({ userId }: { userId: string }) {
  const day = useQuery(useTRPC().dashboard.myDay.queryOptions());
  const tasksUrl = `${recordUrl('tasks')}?${new URLSearchParams({ assignee: userId }).toString()}`;
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="my-day-title">
      <Title order={2} size="h4" mb="md" id="my-day-title">
        My day
      </Title>
      <ListState
        query={day}
        isEmpty={false}
        loadingText="Loading your day..."
        errorText="Error loading your day"
        emptyText=""
      >
        {day.data && (
          <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
            <MyDayPart
              title="Overdue and today’s tasks"
              empty="Nothing due. Well done."
              count={day.data.tasks.items.length}
              more={day.data.tasks.more}
              moreUrl={tasksUrl}
            >
              {day.data.tasks.items.map((task) => (
                <TaskLine key={task.id} task={task} />
              ))}
            </MyDayPart>
            <MyDayPart
              title="Leads quiet for 14 days"
              empty="Every lead of yours has recent activity."
              count={day.data.quietLeads.items.length}
              more={day.data.quietLeads.more}
              moreUrl={recordUrl('leads')}
            >
              {day.data.quietLeads.items.map((lead) => (
                <li key={lead.id}>
                  <Anchor component={Link} to={recordUrl('leads', lead.id)} size="sm" fw={600}>
                    {lead.title}
                  </Anchor>
                  <Text size="xs" c="dimmed">
                    {lead.lastActivityAt
                      ? `Last activity ${formatDate(lead.lastActivityAt)}`
                      : 'No activity yet'}
                  </Text>
                </li>
              ))}
            </MyDayPart>
            <MyDayPart
              title="Opportunities past their close date"
              empty="None of your opportunities is overdue."
              count={day.data.lateOpportunities.items.length}
              more={day.data.lateOpportunities.more}
              moreUrl={`${recordUrl('opportunities')}?${new URLSearchParams({ view: 'list', owner: userId, close: 'overdue' }).toString()}`}
            >
              {day.data.lateOpportunities.items.map((opportunity) => (
                <li key={opportunity.id}>
                  <Anchor component={Link} to={recordUrl('opportunities', opportunity.id)} size="sm" fw={600}>
                    {opportunity.name}
                  </Anchor>
                  <Text size="xs" c="dimmed">
                    Expected to close {formatDate(opportunity.expectedCloseDate)}
                  </Text>
                </li>
              ))}
            </MyDayPart>
          </SimpleGrid>
        )}
      </ListState>
    </Card>
  );
}
