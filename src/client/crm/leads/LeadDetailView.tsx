import { Grid, Stack } from '@mantine/core';
import type { RouterOutputs } from '../../trpc.ts';
import { DetailHeader } from '../components/DetailHeader.tsx';
import { FormDataCard } from './FormDataCard.tsx';
import { LeadActivities } from './LeadActivities.tsx';
import { LeadPriorityBadge, LeadStatusBadge } from './LeadBadges.tsx';
import { LeadBusinessCard } from './LeadBusinessCard.tsx';
import { LeadInformationCard } from './LeadInformationCard.tsx';
import { LeadPartiesCard } from './LeadPartiesCard.tsx';
import { LeadQuickActions } from './LeadQuickActions.tsx';

type Lead = RouterOutputs['leads']['byId'];

type LeadDetailViewProps = { lead: Lead; onBack: () => void; onEdit: () => void };

export function LeadDetailView({ lead, onBack, onEdit }: LeadDetailViewProps) {
  return (
    <>
      <DetailHeader
        title={lead.title}
        subtitle={lead.description}
        badges={
          <>
            <LeadStatusBadge status={lead.status} />
            <LeadPriorityBadge value={lead.priority} />
          </>
        }
        backLabel="Back to leads"
        onBack={onBack}
        editLabel="Edit Lead"
        onEdit={onEdit}
      />
      <Grid mt="lg" gap="md">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="md">
            <LeadInformationCard lead={lead} />
            <LeadBusinessCard lead={lead} />
            <LeadActivities leadId={lead.id} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="md">
            <LeadQuickActions lead={lead} />
            <LeadPartiesCard lead={lead} />
            {lead.formData && <FormDataCard formData={lead.formData} />}
          </Stack>
        </Grid.Col>
      </Grid>
    </>
  );
}
