import { Anchor, Badge, Group, Loader, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { fullName } from '../../../shared/format.ts';
import { QueryError } from '../../components/QueryError/QueryError.tsx';
import { useTRPC } from '../../trpc.ts';
import { DetailCard } from '../components/DetailCard.tsx';
import { recordUrl } from '../records/recordUrl.ts';

/** The account's contacts, newest first, each linking to its detail. */
export function AccountContacts({ accountId }: { accountId: string }) {
  const contacts = useQuery(useTRPC().contacts.byAccount.queryOptions({ accountId, sort: 'newest' }));
  return (
    <DetailCard title="Associated Contacts">
      {contacts.isPending ? (
        <Loader size="sm" aria-label="Loading contacts" />
      ) : contacts.isError ? (
        <QueryError text="Error loading contacts" error={contacts.error} onRetry={contacts.refetch} />
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
                  {fullName(contact)}
                </Anchor>
                {contact.position && (
                  <Text size="xs" c="dimmed">
                    {contact.position}
                  </Text>
                )}
              </div>
              {contact.isPrimary && (
                <Badge color="yellow" autoContrast>
                  Primary
                </Badge>
              )}
            </Group>
          ))}
        </Stack>
      )}
    </DetailCard>
  );
}
