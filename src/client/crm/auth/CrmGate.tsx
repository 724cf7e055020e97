import { useEffect } from 'react';
import { trpc } from '../../trpc.ts';
import { CrmLoader } from '../CrmLoader.tsx';
import { CrmShell } from '../shell/CrmShell.tsx';
import { LoginScreen } from './LoginScreen.tsx';
import { useSessionExpiry } from './useSessionExpiry.ts';

/** A spinner while `auth.me` loads, then the shell for a signed-in user and the login screen for anyone else. */
export function CrmGate() {
  const me = trpc.auth.me.useQuery();
  useSessionExpiry();

  useEffect(() => {
    if (me.error) console.error('Could not load the signed-in user', me.error);
  }, [me.error]);

  if (me.isPending) return <CrmLoader />;
  if (!me.data) return <LoginScreen />;
  return <CrmShell user={me.data} />;
}
