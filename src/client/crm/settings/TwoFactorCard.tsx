import { Badge, Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { QueryError } from '../../components/QueryError/QueryError.tsx';
import { useTRPC } from '../../trpc.ts';
import { RecoveryCodesList } from '../auth/RecoveryCodesList.tsx';
import { TotpCodeForm } from '../auth/TotpCodeForm.tsx';
import { TwoFactorSetup } from '../auth/TwoFactorSetup.tsx';
import { notifySuccess } from '../components/notify.tsx';
import { SettingsCard } from './SettingsCard.tsx';

type Dialog = 'disable' | 'renew' | null;

/** Two-factor authentication: set up, new recovery codes, turn off (each of the last two needs a code from the app). */
export function TwoFactorCard() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const status = useQuery(trpc.twoFactor.status.queryOptions());
  const disable = useMutation(trpc.twoFactor.disable.mutationOptions());
  const renew = useMutation(trpc.twoFactor.renewRecoveryCodes.mutationOptions());
  const [settingUp, setSettingUp] = useState(false);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [newCodes, setNewCodes] = useState<string[] | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.twoFactor.status.queryKey() });

  function body() {
    if (status.isPending) return <Loader size="sm" aria-label="Loading" />;
    if (status.isError) return <QueryError error={status.error} onRetry={() => void status.refetch()} />;
    if (settingUp)
      return <TwoFactorSetup onDone={() => setSettingUp(false)} onCancel={() => setSettingUp(false)} />;
    const { enabled, recoveryCodesLeft, requiredByTeam } = status.data;
    if (!enabled)
      return (
        <Group justify="space-between">
          <Badge color="gray" variant="light">
            Off
          </Badge>
          <Button onClick={() => setSettingUp(true)}>Set up</Button>
        </Group>
      );
    return (
      <Stack gap="sm">
        <Group gap="sm">
          <Badge color="green" variant="light">
            On
          </Badge>
          <Text size="sm">
            {recoveryCodesLeft} of 10 recovery codes left{requiredByTeam ? ' · required by your team' : ''}
          </Text>
        </Group>
        <Group gap="sm">
          <Button variant="default" onClick={() => setDialog('renew')}>
            New recovery codes
          </Button>
          {!requiredByTeam && (
            <Button variant="light" color="red" onClick={() => setDialog('disable')}>
              Turn off
            </Button>
          )}
        </Group>
      </Stack>
    );
  }

  return (
    <SettingsCard
      title="Two-factor authentication"
      description="A code from an authenticator app on your phone at every sign-in, as well as your password."
    >
      {body()}
      <Modal
        opened={dialog === 'disable'}
        onClose={() => setDialog(null)}
        title="Turn off two-factor authentication"
        centered
      >
        <TotpCodeForm
          submitLabel="Turn off"
          submitColor="red"
          onCancel={() => setDialog(null)}
          onSubmit={async (code) => {
            await disable.mutateAsync({ code });
            setDialog(null);
            notifySuccess('Two-factor authentication is off');
            await refresh();
          }}
        />
      </Modal>
      <Modal
        opened={dialog === 'renew'}
        onClose={() => {
          setDialog(null);
          setNewCodes(null);
        }}
        title="New recovery codes"
        centered
      >
        {newCodes ? (
          <RecoveryCodesList
            codes={newCodes}
            onDone={() => {
              setDialog(null);
              setNewCodes(null);
            }}
          />
        ) : (
          <Stack gap="sm">
            <Text size="sm">Your old recovery codes stop working.</Text>
            <TotpCodeForm
              submitLabel="Make new codes"
              onCancel={() => setDialog(null)}
              onSubmit={async (code) => {
                setNewCodes((await renew.mutateAsync({ code })).recoveryCodes);
                await refresh();
              }}
            />
          </Stack>
        )}
      </Modal>
    </SettingsCard>
  );
}
