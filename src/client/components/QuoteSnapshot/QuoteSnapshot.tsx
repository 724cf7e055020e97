import '@mantine/core/styles/Table.css';
import { Group, Stack, Table, Text, Title } from '@mantine/core';
import { formatAudWithCents } from '../../../shared/format.ts';
import { fromCents, type QuoteSnapshot as Snapshot } from '../../../shared/quote-pricing.ts';
import { AuditTypeBadge } from '../../site/proposals/AuditTypeBadge.tsx';

type QuoteAmounts = { snapshot: Snapshot; subtotalCents: number; gstCents: number; totalCents: number };

const money = (cents: number) => formatAudWithCents(fromCents(cents));

function AmountRow({ label, cents, strong = false }: { label: string; cents: number; strong?: boolean }) {
  return (
    <Table.Tr>
      <Table.Th scope="row" fw={strong ? 700 : 400}>
        {label}
      </Table.Th>
      <Table.Td ta="right" fw={strong ? 700 : 400} style={{ whiteSpace: 'nowrap' }}>
        {money(cents)}
      </Table.Td>
    </Table.Tr>
  );
}

/** A quote's frozen snapshot: its groups with their audit type, its modules, its fee lines and totals. Shown to the prospect and to staff. */
export function QuoteSnapshot({ quote }: { quote: QuoteAmounts }) {
  const { groups, modules, lines } = quote.snapshot;
  return (
    <Stack gap="lg">
      <div>
        <Title order={3} size="h5" mb="xs">
          Registration groups
        </Title>
        <Stack component="ul" gap={6} p={0} m={0} style={{ listStyle: 'none' }}>
          {groups.map((group) => (
            <Group component="li" key={group.id} gap="sm" wrap="nowrap" align="flex-start">
              <Text ff="monospace" fw={600} size="sm">
                {group.number}
              </Text>
              <Text size="sm" style={{ flex: 1 }}>
                {group.name}
              </Text>
              <AuditTypeBadge auditType={group.auditType} />
            </Group>
          ))}
        </Stack>
      </div>
      <div>
        <Title order={3} size="h5" mb="xs">
          Required modules
        </Title>
        {modules.length === 0 ? (
          <Text size="sm" c="dimmed">
            None: the groups are audited by Verification.
          </Text>
        ) : (
          <Text size="sm">{modules.map((module) => module.name).join(', ')}</Text>
        )}
      </div>
      <Table withRowBorders={false} verticalSpacing={6} horizontalSpacing={0} fz="sm">
        <Table.Tbody>
          {lines.map((line) => (
            <AmountRow key={line.label} label={line.label} cents={line.amountCents} />
          ))}
          <AmountRow label="Subtotal" cents={quote.subtotalCents} />
          <AmountRow label="GST (10%)" cents={quote.gstCents} />
          <AmountRow label="Total" cents={quote.totalCents} strong />
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
