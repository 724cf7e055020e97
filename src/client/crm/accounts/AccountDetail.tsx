import { Anchor, SimpleGrid, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { formatAud, formatDate } from '../../../shared/format.ts';
import { trpc, type RouterOutputs } from '../../trpc.ts';
import { DetailCard } from '../components/DetailCard.tsx';
import { DetailField } from '../components/DetailField.tsx';
import { DetailHeader } from '../components/DetailHeader.tsx';
import { EmailLink, PhoneLink, WebsiteLink } from '../components/links.tsx';
import { RecordQuery } from '../components/RecordQuery.tsx';
import { retryUnlessNotFound } from '../components/trpcErrors.ts';
import { recordUrl, useRecordView } from '../components/useRecordView.ts';
import { AccountContacts } from './AccountContacts.tsx';
import { distinctLegalName } from './accountText.ts';
import { AccountTypeBadge } from './AccountTypeBadge.tsx';

type Account = RouterOutputs['accounts']['byId'];

export function AccountDetail({ id }: { id: string }) {
  const records = useRecordView();
  const account = trpc.accounts.byId.useQuery({ id }, { retry: retryUnlessNotFound });
  return (
    <RecordQuery
      query={account}
      notFoundTitle="Account not found"
      backLabel="Back to accounts"
      onBack={records.showList}
    >
      {(loaded) => (
        <AccountDetailView
          account={loaded}
          onBack={records.showList}
          onEdit={() => records.showEdit(loaded.id)}
        />
      )}
    </RecordQuery>
  );
}

type AccountDetailViewProps = { account: Account; onBack: () => void; onEdit: () => void };

function AccountDetailView({ account, onBack, onEdit }: AccountDetailViewProps) {
  const legalName = distinctLegalName(account);
  const hasAddress = [account.address, account.city, account.state, account.postcode].some(Boolean);
  return (
    <>
      <DetailHeader
        title={account.name}
        subtitle={legalName && `Legal: ${legalName}`}
        badges={<AccountTypeBadge type={account.accountType} />}
        backLabel="Back to accounts"
        onBack={onBack}
        editLabel="Edit Account"
        onEdit={onEdit}
      />
      <SimpleGrid cols={{ base: 1, md: 2 }} mt="lg">
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
        {account.notes && (
          <DetailCard title="Notes">
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {account.notes}
            </Text>
          </DetailCard>
        )}
        <AccountContacts accountId={account.id} />
        <DetailCard title="Account Details">
          <DetailField label="Created">{formatDate(account.createdAt)}</DetailField>
          <DetailField label="Last Updated">{formatDate(account.updatedAt)}</DetailField>
        </DetailCard>
      </SimpleGrid>
    </>
  );
}
