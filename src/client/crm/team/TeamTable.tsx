import { Badge, Button, Card, Group, Select, Table, Text, Title } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { staffRole, staffStatus, type StaffStatus } from '../../../shared/enums.ts';
import { formatDateTime } from '../../../shared/format.ts';
import { QueryError } from '../../components/QueryError/QueryError.tsx';
import { useTRPC, type RouterOutputs } from '../../trpc.ts';
import { notifyFailure, notifySuccess } from '../components/notify.tsx';
import { RoleBadge } from '../shell/RoleBadge.tsx';
import { MemberSecurityMenu } from './MemberSecurityMenu.tsx';
import classes from './TeamTable.module.css';

type Member = RouterOutputs['team']['list'][number];

const statusColor: Record<StaffStatus, string> = { pending: 'orange', active: 'green', deactivated: 'gray' };

function useMemberActions() {
  const trpc = useTRPC();
  const onError = (title: string) => (error: unknown) => notifyFailure(title, error);
  return {
    approve: useMutation(
      trpc.team.approve.mutationOptions({
        onSuccess: (member) => notifySuccess(`${member.firstName} ${member.lastName} can now use the CRM`),
        onError: onError('Failed to approve'),
      }),
    ),
    deactivate: useMutation(
      trpc.team.deactivate.mutationOptions({
        onSuccess: (member) => notifySuccess(`${member.firstName} ${member.lastName} is deactivated`),
        onError: onError('Failed to deactivate'),
      }),
    ),
    resetTwoFactor: useMutation(
      trpc.team.resetTwoFactor.mutationOptions({
        onSuccess: () =>
          notifySuccess('Two-factor authentication was reset: they set it up again at their next sign-in'),
        onError: onError('Failed to reset two-factor authentication'),
      }),
    ),
    changeRole: useMutation(
      trpc.team.changeRole.mutationOptions({
        onSuccess: (member) => notifySuccess(`${member.firstName} ${member.lastName} is now ${member.role}`),
        onError: onError('Failed to change the role'),
      }),
    ),
  };
}

type RowProps = { member: Member; canManage: boolean; isSelf: boolean };

function MemberRow({ member, canManage, isSelf }: RowProps) {
  const actions = useMemberActions();
  const name = `${member.firstName} ${member.lastName}`;
  const editable = canManage && !isSelf;
  return (
    <Table.Tr>
      <Table.Td>
        <Text size="sm" fw={500}>
          {name}
        </Text>
        <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {member.email}
        </Text>
      </Table.Td>
      <Table.Td data-label="Role" className={classes.badge}>
        {editable ? (
          <Select
            aria-label={`Role of ${name}`}
            data={staffRole.options}
            value={member.role}
            allowDeselect={false}
            w={130}
            size="xs"
            onChange={(role) => role && actions.changeRole.mutate({ userId: member.id, role })}
          />
        ) : (
          <RoleBadge role={member.role} />
        )}
      </Table.Td>
      <Table.Td data-label="Status" className={classes.badge}>
        <Badge color={statusColor[member.status]} variant="light">
          {staffStatus.label(member.status)}
        </Badge>
      </Table.Td>
      <Table.Td data-label="Last sign-in">
        <Text size="sm">{member.lastSignInAt ? formatDateTime(member.lastSignInAt) : 'Never'}</Text>
      </Table.Td>
      <Table.Td data-label="Two-factor" className={classes.badge}>
        <Badge color={member.twoFactorEnabled ? 'green' : 'gray'} variant="light">
          {member.twoFactorEnabled ? 'On' : 'Off'}
        </Badge>
      </Table.Td>
      {canManage && (
        <Table.Td>
          <Group gap="xs" wrap="wrap">
            {editable && member.status !== 'active' && (
              <Button
                size="compact-sm"
                aria-label={`${member.status === 'pending' ? 'Approve' : 'Reactivate'} ${name}`}
                onClick={() => actions.approve.mutate({ userId: member.id })}
              >
                {member.status === 'pending' ? 'Approve' : 'Reactivate'}
              </Button>
            )}
            {editable && member.twoFactorEnabled && (
              <Button
                size="compact-sm"
                variant="default"
                aria-label={`Reset 2FA of ${name}`}
                onClick={() => actions.resetTwoFactor.mutate({ userId: member.id })}
              >
                Reset 2FA
              </Button>
            )}
            {editable && member.status !== 'deactivated' && (
              <Button
                size="compact-sm"
                variant="light"
                color="red"
                aria-label={`Deactivate ${name}`}
                onClick={() => actions.deactivate.mutate({ userId: member.id })}
              >
                Deactivate
              </Button>
            )}
            <MemberSecurityMenu userId={member.id} name={name} canReset={member.status !== 'deactivated'} />
          </Group>
        </Table.Td>
      )}
    </Table.Tr>
  );
}

/** Everyone with an account, those waiting for approval first: role, status and last sign-in. */
export function TeamTable({ canManage, currentUserId }: { canManage: boolean; currentUserId: string }) {
  const team = useQuery(useTRPC().team.list.queryOptions());
  return (
    <Card withBorder radius="md" padding="lg">
      <Title order={2} size="h4" mb="sm">
        Staff
      </Title>
      {team.isError ? (
        <QueryError error={team.error} onRetry={() => void team.refetch()} />
      ) : (
        <Table.ScrollContainer minWidth={760} className={classes.scroll}>
          <Table verticalSpacing="sm" aria-label="Staff" className={classes.table}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Name</Table.Th>
                <Table.Th>Role</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>Last sign-in</Table.Th>
                <Table.Th>Two-factor</Table.Th>
                {canManage && <Table.Th>Actions</Table.Th>}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {(team.data ?? []).map((member) => (
                <MemberRow
                  key={member.id}
                  member={member}
                  canManage={canManage}
                  isSelf={member.id === currentUserId}
                />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Card>
  );
}
