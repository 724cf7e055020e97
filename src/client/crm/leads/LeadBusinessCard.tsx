import { Badge, Group, Text } from '@mantine/core';
import type { RouterOutputs } from '../../trpc.ts';
import { DetailCard } from '../components/DetailCard.tsx';
import { DetailField } from '../components/DetailField.tsx';

type Lead = RouterOutputs['leads']['byId'];

/** Text as typed, line breaks kept. */
function Paragraphs({ text }: { text: string }) {
  return <span style={{ whiteSpace: 'pre-wrap' }}>{text}</span>;
}

export function LeadBusinessCard({ lead }: { lead: Lead }) {
  const texts = [
    lead.enquiryDetails,
    lead.businessImpact,
    lead.budgetRange,
    lead.decisionTimeline,
    lead.competitors,
    lead.nextAction,
  ];
  const isEmpty = texts.every((text) => !text) && lead.painPoints.length === 0;
  return (
    <DetailCard title="Business Details">
      <DetailField label="Enquiry Details">
        {lead.enquiryDetails && <Paragraphs text={lead.enquiryDetails} />}
      </DetailField>
      <DetailField label="Pain Points">
        {lead.painPoints.length > 0 ? (
          <Group gap={6}>
            {lead.painPoints.map((point) => (
              <Badge key={point} variant="light" color="gray" tt="none">
                {point}
              </Badge>
            ))}
          </Group>
        ) : null}
      </DetailField>
      <DetailField label="Business Impact">
        {lead.businessImpact && <Paragraphs text={lead.businessImpact} />}
      </DetailField>
      <DetailField label="Budget Range">{lead.budgetRange}</DetailField>
      <DetailField label="Decision Timeline">{lead.decisionTimeline}</DetailField>
      <DetailField label="Competitors">
        {lead.competitors && <Paragraphs text={lead.competitors} />}
      </DetailField>
      <DetailField label="Next Action">
        {lead.nextAction && <Paragraphs text={lead.nextAction} />}
      </DetailField>
      {isEmpty && (
        <Text size="sm" c="dimmed">
          No business details recorded
        </Text>
      )}
    </DetailCard>
  );
}
