import { Text } from '@mantine/core';
import { DetailCard } from './DetailCard.tsx';

/** A record's notes as typed, line breaks kept; nothing when there are none. */
export function NotesCard({ notes }: { notes: string | null }) {
  if (!notes) return null;
  return (
    <DetailCard title="Notes">
      <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {notes}
      </Text>
    </DetailCard>
  );
}
