import { Alert, Button, Code, Group, Image, Loader, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { serverErrorMessage } from '../../serverError.ts';
import { useTRPC } from '../../trpc.ts';
import { RecoveryCodesList } from './RecoveryCodesList.tsx';
import { TotpCodeForm } from './TotpCodeForm.tsx';

type TwoFactorSetupProps = { onDone: () => void; onCancel?: () => void };

/**
 * Setting up an authenticator app: a new key as a QR code and as text (for those who cannot
 * scan), a code from the app to confirm it, then the recovery codes, once.
 */
export function TwoFactorSetup({ onDone, onCancel }: TwoFactorSetupProps) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const start = useMutation(trpc.twoFactor.startSetup.mutationOptions());
  const confirm = useMutation(trpc.twoFactor.confirmSetup.mutationOptions());
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);

  if (recoveryCodes)
    return (
      <RecoveryCodesList
        codes={recoveryCodes}
        onDone={() => {
          void queryClient.invalidateQueries({ queryKey: trpc.twoFactor.status.queryKey() });
          void queryClient.invalidateQueries({ queryKey: trpc.auth.me.queryKey() });
          onDone();
        }}
      />
    );

  if (!start.data)
    return (
      <Stack gap="sm">
        {start.isError && <Alert color="red">{serverErrorMessage(start.error)}</Alert>}
        <Text size="sm">
          You will need an authenticator app on your phone, such as Google Authenticator, Microsoft
          Authenticator or 1Password.
        </Text>
        <Group justify="flex-end">
          {onCancel && (
            <Button variant="default" onClick={onCancel}>
              Cancel
            </Button>
          )}
          <Button onClick={() => start.mutate()} disabled={start.isPending}>
            {start.isPending ? <Loader size="xs" /> : 'Set up an authenticator app'}
          </Button>
        </Group>
      </Stack>
    );

  const setup = start.data;
  return (
    <Stack gap="md">
      <Text size="sm">1. Scan this QR code with your authenticator app.</Text>
      <Image
        src={`data:image/svg+xml;utf8,${encodeURIComponent(setup.qrSvg)}`}
        alt="QR code of your two-factor key"
        w={192}
        h={192}
      />
      <Stack gap={4}>
        <Text size="sm">Can’t scan it? Enter this key in the app instead:</Text>
        <Code fz="sm" style={{ wordBreak: 'break-word' }}>
          {setup.key}
        </Code>
      </Stack>
      <Text size="sm">2. Enter the 6-digit code the app shows.</Text>
      <TotpCodeForm
        submitLabel="Turn on"
        onCancel={onCancel}
        onSubmit={async (code) => setRecoveryCodes((await confirm.mutateAsync({ code })).recoveryCodes)}
      />
    </Stack>
  );
}
