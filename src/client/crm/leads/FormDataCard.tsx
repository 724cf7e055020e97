import { Code } from '@mantine/core';
import { DetailCard } from '../components/DetailCard.tsx';

/** What the public site's form sent, as it arrived. */
export function FormDataCard({ formData }: { formData: Record<string, unknown> }) {
  return (
    <DetailCard title="Form Data">
      <Code block style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {JSON.stringify(formData, null, 2)}
      </Code>
    </DetailCard>
  );
}
