import { Anchor, Group, SimpleGrid, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { formatAud } from '../../../shared/format.ts';
import type { RouterOutputs } from '../../trpc.ts';
import { DetailCard } from '../components/DetailCard.tsx';
import { DetailField } from '../components/DetailField.tsx';
import { EmailLink, PhoneLink, WebsiteLink } from '../components/links.tsx';
import { NotesCard } from '../components/NotesCard.tsx';
import { RecordDatesCard } from '../components/RecordDatesCard.tsx';
import { LeadStatusBadge } from '../leads/LeadBadges.tsx';
import { StageBadge } from '../opportunities/StageBadge.tsx';
import { recordUrl } from '../records/recordUrl.ts';
import { RelatedRecords } from '../records/RelatedRecords.tsx';
import { RecordQuotes } from '../quotes/RecordQuotes.tsx';
import { RecordActivities } from '../activities/RecordActivities.tsx';
import { RecordEmails } from '../emails/RecordEmails.tsx';
import { RecordTasks } from '../tasks/RecordTasks.tsx';
import { RecordDocuments } from '../documents/RecordDocuments.tsx';
import { AccountEvidenceRequests } from '../evidence-requests/AccountEvidenceRequests.tsx';
import { AccountContacts } from './AccountContacts.tsx';
import { ComplianceCalendar } from './ComplianceCalendar.tsx';

type Account = RouterOutputs['accounts']['byId'];
type Lead = RouterOutputs['leads']['list']['items'][number];
type Opportunity = RouterOutputs['opportunities']['list']['items'][number];

/**
 * An account's sections: information, address, compliance, notes, its contacts, leads,
 * opportunities, quotes, tasks, documents, evidence requests and activities, and when it was
 * created and changed.
 */
export function AccountDetail({ record: account }: { record: Account }) {
  const hasAddress = [account.address, account.city, account.state, account.postcode].some(Boolean);
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }}>
      <DetailCard title="Account Information">
        <DetailField label="Name">{account.name}</DetailField>
        <DetailField label="Business Name">{account.businessName}</DetailField>
        <DetailField label="Industry">{account.industry}</DetailField>
        <DetailField label="ABN">{account.abn}</DetailField>
        <DetailField label="Tax ID">{account.taxId}</DetailField>
        <DetailField label="Email">
          {account.businessEmail && <EmailLink email={account.businessEmail} />}
        </DetailField>
        <DetailField label="Phone">
          {account.businessPhone && <PhoneLink phone={account.businessPhone} />}
        </DetailField>
        <DetailField label="Alternative Email">
          {account.email && <EmailLink email={account.email} />}
        </DetailField>
        <DetailField label="Alternative Phone">
          {account.phone && <PhoneLink phone={account.phone} />}
        </DetailField>
        <DetailField label="Website">
          {account.website && <WebsiteLink website={account.website} />}
        </DetailField>
        <DetailField label="Parent Account">
          {account.parentAccount && (
            <Anchor component={Link} to={recordUrl('accounts', account.parentAccount.id)}>
              {account.parentAccount.name}
            </Anchor>
          )}
        </DetailField>
        <DetailField label="Annual Revenue">
          {account.annualRevenue !== null && formatAud(account.annualRevenue)}
        </DetailField>
        <DetailField label="Employees">
          {account.employeeCount !== null && account.employeeCount.toLocaleString('en-AU')}
        </DetailField>
      </DetailCard>
      <DetailCard title="Address Information">
        {hasAddress ? (
          <>
            <DetailField label="Address">
              {account.address && <span style={{ whiteSpace: 'pre-wrap' }}>{account.address}</span>}
            </DetailField>
            <DetailField label="City">{account.city}</DetailField>
            <DetailField label="State">{account.state}</DetailField>
            <DetailField label="Postcode">{account.postcode}</DetailField>
          </>
        ) : (
          <Text size="sm" c="dimmed">
            No address information
          </Text>
        )}
      </DetailCard>
      <ComplianceCalendar account={account} />
      <NotesCard notes={account.notes} />
      <AccountContacts accountId={account.id} />
      <RelatedRecords<Lead>
        path="leads"
        title="Leads"
        filter={{ accountId: account.id }}
        empty="No leads for this account"
        describe={(lead) => ({ name: lead.title, aside: <LeadStatusBadge status={lead.status} /> })}
      />
      <RelatedRecords<Opportunity>
        path="opportunities"
        title="Opportunities"
        filter={{ accountId: account.id }}
        empty="No opportunities for this account"
        describe={(opportunity) => ({
          name: opportunity.name,
          aside: (
            <Group gap="xs" wrap="nowrap">
              {opportunity.amount !== null && <Text size="sm">{formatAud(opportunity.amount)}</Text>}
              <StageBadge stage={opportunity.stage} />
            </Group>
          ),
        })}
      />
      <RecordQuotes of={{ accountId: account.id }} />
      <RecordTasks subject="account" subjectId={account.id} />
      <RecordDocuments subject="account" subjectId={account.id} />
      <AccountEvidenceRequests accountId={account.id} />
      <RecordEmails subject="account" subjectId={account.id} />
      <RecordActivities subject="account" subjectId={account.id} />
      <RecordDatesCard title="Account Details" record={account} />
    </SimpleGrid>
  );
}
