import { SimpleGrid } from '@mantine/core';
import { enquiryType, leadSource, providerType, supportPackage } from '../../../shared/enums.ts';
import { formatAud, formatDate } from '../../../shared/format.ts';
import type { RouterOutputs } from '../../trpc.ts';
import { DetailCard } from '../components/DetailCard.tsx';
import { DetailField } from '../components/DetailField.tsx';

type Lead = RouterOutputs['leads']['byId'];

/** Out of 100, for the scores; nothing when there is no score. */
function outOf100(score: number | null): string | null {
  return score === null ? null : `${score}/100`;
}

function percent(value: number | null): string | null {
  return value === null ? null : `${value}%`;
}

function dateOrNothing(value: string | null): string | null {
  return value ? formatDate(value) : null;
}

export function LeadInformationCard({ lead }: { lead: Lead }) {
  return (
    <DetailCard title="Lead Information">
      <SimpleGrid cols={{ base: 2, lg: 3 }} spacing="md" verticalSpacing="md">
        <DetailField label="Enquiry Type">{enquiryType.label(lead.enquiryType)}</DetailField>
        <DetailField label="Source">{leadSource.label(lead.source)}</DetailField>
        <DetailField label="Provider Type">
          {lead.providerType && providerType.label(lead.providerType)}
        </DetailField>
        <DetailField label="Support Package">
          {lead.supportPackage && supportPackage.label(lead.supportPackage)}
        </DetailField>
        <DetailField label="Est. Value">
          {lead.estimatedValue === null ? null : formatAud(lead.estimatedValue)}
        </DetailField>
        <DetailField label="Probability">{percent(lead.probability)}</DetailField>
        <DetailField label="Expected Close">{dateOrNothing(lead.expectedCloseDate)}</DetailField>
        <DetailField label="Follow-up Date">{dateOrNothing(lead.followUpDate)}</DetailField>
        <DetailField label="Last Contact">{dateOrNothing(lead.lastContactDate)}</DetailField>
        <DetailField label="Lead Score">{outOf100(lead.leadScore)}</DetailField>
        <DetailField label="Qualification Score">{outOf100(lead.qualificationScore)}</DetailField>
        <DetailField label="Conversion Probability">{percent(lead.conversionProbability)}</DetailField>
        <DetailField label="Created">{formatDate(lead.createdAt)}</DetailField>
        <DetailField label="Last Updated">{formatDate(lead.updatedAt)}</DetailField>
      </SimpleGrid>
    </DetailCard>
  );
}
