import { lazy, Suspense, useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../trpc.ts';
import { CrmLoader } from '../CrmLoader.tsx';
import { LoginScreen } from './LoginScreen.tsx';
import { TwoFactorPrompt } from './TwoFactorPrompt.tsx';
import { TwoFactorSetupRequired } from './TwoFactorSetupRequired.tsx';
import { WaitingForApproval } from './WaitingForApproval.tsx';

const SignedInCrm = lazy(() => import('../SignedInCrm.tsx'));

/**
 * A spinner while `auth.me` loads, then the login screen for anyone signed out, the second
 * factor (its code, or its set-up when the team requires it) before anything else, the waiting
 * screen for someone an admin has not approved yet, and the CRM.
 */
export function CrmGate() {
  const me = useQuery(useTRPC().auth.me.queryOptions());

  useEffect(() => {
    if (me.error) console.error('Could not load the signed-in user', me.error);
  }, [me.error]);

  if (me.isPending) return <CrmLoader />;
  if (!me.data) return <LoginScreen />;
  if (me.data.secondFactor === 'code') return <TwoFactorPrompt />;
  if (me.data.secondFactor === 'setup') return <TwoFactorSetupRequired />;
  if (me.data.status !== 'active') return <WaitingForApproval user={me.data} />;
  return (
    <Suspense fallback={<CrmLoader />}>
      <SignedInCrm user={me.data} />
    </Suspense>
  );
}
