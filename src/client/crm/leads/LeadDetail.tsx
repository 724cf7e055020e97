import { Grid, Stack, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { RouterOutputs } from '../../trpc.ts';
import { RecordActivities } from '../activities/RecordActivities.tsx';
import { RecordEmails } from '../emails/RecordEmails.tsx';
import { RecordQuotes } from '../quotes/RecordQuotes.tsx';
import { RecordTasks } from '../tasks/RecordTasks.tsx';
import { RecordDocuments } from '../documents/RecordDocuments.tsx';
import { FormDataCard } from './FormDataCard.tsx';
import { LeadBusinessCard } from './LeadBusinessCard.tsx';
import { LeadInformationCard } from './LeadInformationCard.tsx';
import { LeadPartiesCard } from './LeadPartiesCard.tsx';
import { LeadQuickActions } from './LeadQuickActions.tsx';

type Lead = RouterOutputs['leads']['byId'];

/**
 * A lead's sections: information, business details, quotes and activities; quick actions, parties
 * and the site's form data beside them. On a phone the quick actions (with the contact's number)
 * come first, before the long details: the one card is moved, not drawn twice and hidden once.
 */
export function LeadDetail({ record: lead }: { record: Lead }) {
  const theme = useMantineTheme();
  const twoColumns = useMediaQuery(`(min-width: ${theme.breakpoints.md})`, true, {
    getInitialValueInEffect: false,
  });
  return (
    <Stack gap="md">
      {!twoColumns && <LeadQuickActions lead={lead} />}
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="md">
            <LeadInformationCard lead={lead} />
            <LeadBusinessCard lead={lead} />
            <RecordQuotes of={{ leadId: lead.id }} />
            <RecordEmails subject="lead" subjectId={lead.id} />
            <RecordActivities subject="lead" subjectId={lead.id} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="md">
            {twoColumns && <LeadQuickActions lead={lead} />}
            <RecordTasks subject="lead" subjectId={lead.id} />
            <RecordDocuments subject="lead" subjectId={lead.id} />
            <LeadPartiesCard lead={lead} />
            {lead.formData && <FormDataCard formData={lead.formData} />}
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
