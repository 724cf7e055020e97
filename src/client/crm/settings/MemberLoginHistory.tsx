import { Modal } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTRPC } from '../../trpc.ts';
import { LoginHistoryTable } from './LoginHistoryTable.tsx';

type MemberLoginHistoryProps = { userId: string; name: string; onClose: () => void };

/** The Team page's view of one person's login history, for admins. */
export function MemberLoginHistory({ userId, name, onClose }: MemberLoginHistoryProps) {
  const [after, setAfter] = useState<string | undefined>();
  const history = useQuery({
    ...useTRPC().team.loginHistory.queryOptions({ userId, after }),
    placeholderData: keepPreviousData,
  });
  return (
    <Modal opened onClose={onClose} title={`Login history of ${name}`} size="xl">
      <LoginHistoryTable history={history} onPage={setAfter} isFirstPage={after === undefined} />
    </Modal>
  );
}
