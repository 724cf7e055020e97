import { Button, Table } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { breachDecision } from '../../../shared/enums.ts';
import { formatDate } from '../../../shared/format.ts';
import { useTRPC } from '../../trpc.ts';
import { useIsManager } from '../components/useIsManager.ts';
import { DataBreachForm, type DataBreach } from './DataBreachForm.tsx';
import { RegisterPage } from './RegisterPage.tsx';

const dateOrDash = (date: string | null) => (date ? formatDate(date) : '—');

/** Settings › Data breaches (managers and admins): the register, newest first, and one breach's form. */
export function DataBreachesPage() {
  const trpc = useTRPC();
  const manager = useIsManager();
  const entries = useInfiniteQuery({
    ...trpc.dataBreaches.list.infiniteQueryOptions({}, { getNextPageParam: (page) => page.next }),
    enabled: manager === true,
  });
  return (
    <RegisterPage<DataBreach>
      what="data breaches"
      newLabel="Record a breach"
      empty="No data breaches recorded."
      minWidth={720}
      columns={['What happened', 'Found', 'Assessed by', 'Decision', 'OAIC notified', 'People notified']}
      manager={manager}
      entries={entries}
      row={(item, choose) => (
        <>
          <Table.Td maw={320}>
            <Button
              variant="subtle"
              size="compact-sm"
              onClick={choose}
              styles={{ label: { whiteSpace: 'normal', textAlign: 'left' } }}
              h="auto"
            >
              {item.whatHappened.length > 120 ? `${item.whatHappened.slice(0, 120)}…` : item.whatHappened}
            </Button>
          </Table.Td>
          <Table.Td>{formatDate(item.foundOn)}</Table.Td>
          <Table.Td>{item.assessedBy ?? '—'}</Table.Td>
          <Table.Td>{breachDecision.label(item.decision)}</Table.Td>
          <Table.Td>{dateOrDash(item.oaicNotifiedOn)}</Table.Td>
          <Table.Td>{dateOrDash(item.peopleNotifiedOn)}</Table.Td>
        </>
      )}
      form={(item, done) => <DataBreachForm breach={item} onDone={done} />}
    />
  );
}
