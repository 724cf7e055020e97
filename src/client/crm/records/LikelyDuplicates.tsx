import { Alert, Anchor, List, Text } from '@mantine/core';
import { IconCopy } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import type { DuplicateMatch } from '../../../shared/schemas/duplicates.ts';
import { recordUrl, type RecordPath } from './recordUrl.ts';

type LikelyDuplicatesProps = { path: RecordPath; singular: string; matches: readonly DuplicateMatch[] };

/**
 * Before a save: the records this one looks like, each opening in a new tab, so the form keeps
 * what was typed. Matches of another type (a lead's new account and contact) link to their own pages.
 */
export function LikelyDuplicates({ path, singular, matches }: LikelyDuplicatesProps) {
  const ofParties = matches.some((match) => match.type);
  return (
    <Alert
      color="orange"
      icon={<IconCopy size={18} aria-hidden />}
      title={
        ofParties
          ? 'This may be an account or contact you already have'
          : `This may be a ${singular.toLowerCase()} you already have`
      }
    >
      <List spacing={4} size="sm">
        {matches.map((match) => (
          <List.Item key={match.id}>
            <Anchor
              component={Link}
              to={recordUrl(match.type ?? path, match.id)}
              target="_blank"
              c="inherit"
              underline="always"
              fw={600}
            >
              {match.name}
            </Anchor>{' '}
            <Text span size="sm">
              · {match.reason}
            </Text>
          </List.Item>
        ))}
      </List>
      <Text size="sm" mt="xs">
        Open one to check it, or save anyway.
      </Text>
    </Alert>
  );
}
