import { Anchor } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { RouterOutputs } from '../../trpc.ts';
import { DetailCard } from '../components/DetailCard.tsx';
import { DetailField } from '../components/DetailField.tsx';
import { recordUrl } from '../records/recordUrl.ts';

type Lead = RouterOutputs['leads']['byId'];

/** Who the lead is with (links to their records) and who looks after it. */
export function LeadPartiesCard({ lead }: { lead: Lead }) {
  return (
    <DetailCard title="Account & Contact">
      <DetailField label="Account">
        <Anchor component={Link} to={recordUrl('accounts', lead.accountId)}>
          {lead.accountName}
        </Anchor>
      </DetailField>
      <DetailField label="Contact">
        <Anchor component={Link} to={recordUrl('contacts', lead.contactId)}>
          {lead.contactName}
        </Anchor>
      </DetailField>
      <DetailField label="Assigned To">{lead.assignedToName ?? 'Unassigned'}</DetailField>
    </DetailCard>
  );
}
