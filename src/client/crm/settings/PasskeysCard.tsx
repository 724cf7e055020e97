import { ActionIcon, Alert, Button, Group, Loader, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { formatDateTime } from '../../../shared/format.ts';
import { knownTransports } from '../../../shared/schemas/security.ts';
import { QueryError } from '../../components/QueryError/QueryError.tsx';
import { serverErrorMessage } from '../../serverError.ts';
import { useTRPC, type RouterOutputs } from '../../trpc.ts';
import { passkeyErrorMessage } from '../auth/passkeyErrors.ts';
import { notifyFailure, notifySuccess } from '../components/notify.tsx';
import { SettingsCard } from './SettingsCard.tsx';
import { SettingsList, SettingsListItem } from './SettingsList.tsx';

type PasskeyEntry = RouterOutputs['passkeys']['list'][number];

function usePasskeyQueries() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: trpc.passkeys.list.queryKey() });
}

/** Names the new passkey, then asks the browser to make it. */
function AddPasskey() {
  const trpc = useTRPC();
  const refresh = usePasskeyQueries();
  const options = useMutation(trpc.passkeys.registrationOptions.mutationOptions());
  const add = useMutation(trpc.passkeys.add.mutationOptions());
  const [name, setName] = useState('');
  const [alert, setAlert] = useState<string | null>(null);
  const busy = options.isPending || add.isPending;

  async function run() {
    setAlert(null);
    const trimmed = name.trim();
    if (!trimmed) {
      setAlert('Name the passkey first, such as the device it is on.');
      return;
    }
    try {
      const optionsJSON = await options.mutateAsync();
      const { startRegistration } = await import('@simplewebauthn/browser');
      let credential;
      try {
        credential = await startRegistration({ optionsJSON });
      } catch (error) {
        setAlert(passkeyErrorMessage(error));
        return;
      }
      await add.mutateAsync({
        name: trimmed,
        credential: {
          ...credential,
          response: { ...credential.response, transports: knownTransports(credential.response.transports) },
        },
      });
    } catch (error) {
      setAlert(serverErrorMessage(error));
      return;
    }
    setName('');
    notifySuccess(`Passkey '${trimmed}' added`);
    await refresh();
  }

  return (
    <Stack gap="sm">
      {alert && <Alert color="red">{alert}</Alert>}
      <Group align="flex-end" gap="sm">
        <TextInput
          label="Passkey name"
          placeholder="Work laptop"
          maxLength={100}
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          style={{ flex: 1, minWidth: 180 }}
        />
        <Button onClick={() => void run()} disabled={busy}>
          Add a passkey
        </Button>
      </Group>
    </Stack>
  );
}

function RenamePasskey({ passkey, onClose }: { passkey: PasskeyEntry; onClose: () => void }) {
  const trpc = useTRPC();
  const refresh = usePasskeyQueries();
  const rename = useMutation(trpc.passkeys.rename.mutationOptions());
  const [name, setName] = useState(passkey.name);
  const [error, setError] = useState<string | null>(null);

  async function save() {
    try {
      await rename.mutateAsync({ id: passkey.id, name });
    } catch (failure) {
      setError(serverErrorMessage(failure));
      return;
    }
    await refresh();
    onClose();
  }

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <Stack gap="sm">
        <TextInput
          label="Name"
          value={name}
          maxLength={100}
          error={error}
          onChange={(event) => setName(event.currentTarget.value)}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={rename.isPending}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Passkeys: sign in with a fingerprint, face or device PIN instead of password and code. */
export function PasskeysCard() {
  const trpc = useTRPC();
  const refresh = usePasskeyQueries();
  const passkeys = useQuery(trpc.passkeys.list.queryOptions());
  const remove = useMutation(
    trpc.passkeys.remove.mutationOptions({
      onSuccess: () => void refresh(),
      onError: (error) => notifyFailure('Failed to remove the passkey', error),
    }),
  );
  const [renaming, setRenaming] = useState<PasskeyEntry | null>(null);

  return (
    <SettingsCard
      title="Passkeys"
      description="Sign in with your fingerprint, face or device PIN instead of your password and code."
    >
      <Stack gap="md">
        {passkeys.isPending && <Loader size="sm" aria-label="Loading" />}
        {passkeys.isError && <QueryError error={passkeys.error} onRetry={() => void passkeys.refetch()} />}
        {passkeys.data?.length === 0 && <Text size="sm">No passkeys yet.</Text>}
        {passkeys.data && passkeys.data.length > 0 && (
          <SettingsList label="Passkeys">
            {passkeys.data.map((passkey) => (
              <SettingsListItem
                key={passkey.id}
                title={passkey.name}
                details={[
                  `Added ${formatDateTime(passkey.createdAt)} · last used ${passkey.lastUsedAt ? formatDateTime(passkey.lastUsedAt) : 'never'}`,
                ]}
                actions={
                  <Group gap={4} wrap="nowrap">
                    <ActionIcon
                      variant="subtle"
                      aria-label={`Rename ${passkey.name}`}
                      onClick={() => setRenaming(passkey)}
                    >
                      <IconPencil size={16} />
                    </ActionIcon>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={`Remove ${passkey.name}`}
                      disabled={remove.isPending}
                      onClick={() => remove.mutate({ id: passkey.id })}
                    >
                      <IconTrash size={16} />
                    </ActionIcon>
                  </Group>
                }
              />
            ))}
          </SettingsList>
        )}
        <AddPasskey />
      </Stack>
      <Modal opened={renaming !== null} onClose={() => setRenaming(null)} title="Rename passkey" centered>
        {renaming && <RenamePasskey passkey={renaming} onClose={() => setRenaming(null)} />}
      </Modal>
    </SettingsCard>
  );
}
