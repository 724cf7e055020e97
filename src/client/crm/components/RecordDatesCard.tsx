import { formatDate } from '../../../shared/format.ts';
import { DetailCard } from './DetailCard.tsx';
import { DetailField } from './DetailField.tsx';

type RecordDatesCardProps = { title: string; record: { createdAt: Date; updatedAt: Date } };

/** When a record was created and last changed. */
export function RecordDatesCard({ title, record }: RecordDatesCardProps) {
  return (
    <DetailCard title={title}>
      <DetailField label="Created">{formatDate(record.createdAt)}</DetailField>
      <DetailField label="Last Updated">{formatDate(record.updatedAt)}</DetailField>
    </DetailCard>
  );
}
