import { Anchor, Badge, Group, Loader, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { trpc } from '../../trpc.ts';
import { DetailCard } from '../components/DetailCard.tsx';
import { recordUrl } from '../components/useRecordView.ts';
import { serverErrorMessage } from '../serverError.ts';

/** The account's contacts, newest first, each linking to its detail. */
export function AccountContacts({ accountId }: { accountId: string }) {
  const contacts = trpc.accounts.contacts.useQuery({ id: accountId });
  return (
    <DetailCard title="Associated Contacts">
      {contacts.isPending ? (
        <Loader size="sm" aria-label="Loading contacts" />
      ) : contacts.error ? (
        <Text size="sm" c="red">
          Error loading contacts: {serverErrorMessage(contacts.error)}
        </Text>
      ) : contacts.data.length === 0 ? (
        <Text size="sm" c="dimmed">
          No contacts associated with this account
        </Text>
      ) : (
        <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {contacts.data.map((contact) => (
            <Group key={contact.id} component="li" justify="space-between" wrap="nowrap" gap="sm">
              <div>
                <Anchor component={Link} to={recordUrl('contacts', contact.id)} fw={500} size="sm">
                  {contact.firstName} {contact.lastName}
                </Anchor>
                {contact.position && (
                  <Text size="xs" c="dimmed">
                    {contact.position}
                  </Text>
                )}
              </div>
              {contact.isPrimary && <Badge color="yellow">Primary</Badge>}
            </Group>
          ))}
        </Stack>
      )}
    </DetailCard>
  );
}
