import { List, Text } from '@mantine/core';
import { commissionLinks } from '../../../shared/catalog/site.ts';
import { ExternalLink } from '../guides/ExternalLink.tsx';

/** Links to the regulator's own pages, opened in a new tab. */
export function CommissionResources() {
  return (
    <>
      <Text>
        The NDIS Quality and Safeguards Commission publishes the rules and guidance every registered provider
        works to. Always check the latest requirements at the source.
      </Text>
      <List spacing="xs">
        {Object.values(commissionLinks).map((link) => (
          <List.Item key={link.href}>
            <ExternalLink href={link.href}>{link.label}</ExternalLink>
          </List.Item>
        ))}
      </List>
    </>
  );
}
