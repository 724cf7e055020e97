import { Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../trpc.ts';
import { InvitationsCard } from './InvitationsCard.tsx';
import { InviteForm } from './InviteForm.tsx';
import { RequireTwoFactorCard } from './RequireTwoFactorCard.tsx';
import { TeamTable } from './TeamTable.tsx';

/** Settings › Team: managers see who is on the team; admins also approve, deactivate, change roles and invite. */
export function TeamPage() {
  const me = useQuery(useTRPC().auth.me.queryOptions());
  const isAdmin = me.data?.role === 'admin';
  if (me.data && me.data.role === 'staff')
    return <Text c="dimmed">Only managers and admins can see the team.</Text>;
  return (
    <Stack gap="lg">
      {isAdmin && <InviteForm />}
      {isAdmin && <RequireTwoFactorCard />}
      <TeamTable canManage={isAdmin} currentUserId={me.data?.id ?? ''} />
      {isAdmin && <InvitationsCard />}
    </Stack>
  );
}
