import { Anchor, Badge, SimpleGrid, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { contactRole } from '../../../shared/enums.ts';
import { formatDate } from '../../../shared/format.ts';
import { trpc, type RouterOutputs } from '../../trpc.ts';
import { DetailCard } from '../components/DetailCard.tsx';
import { DetailField } from '../components/DetailField.tsx';
import { DetailHeader } from '../components/DetailHeader.tsx';
import { EmailLink, PhoneLink, WebsiteLink } from '../components/links.tsx';
import { RecordQuery } from '../components/RecordQuery.tsx';
import { retryUnlessNotFound } from '../components/trpcErrors.ts';
import { recordUrl, useRecordView } from '../components/useRecordView.ts';
import { InfluenceBar } from './InfluenceBar.tsx';

type Contact = RouterOutputs['contacts']['byId'];

export function ContactDetail({ id }: { id: string }) {
  const records = useRecordView();
  const contact = trpc.contacts.byId.useQuery({ id }, { retry: retryUnlessNotFound });
  return (
    <RecordQuery
      query={contact}
      notFoundTitle="Contact not found"
      backLabel="Back to contacts"
      onBack={records.showList}
    >
      {(loaded) => (
        <ContactDetailView
          contact={loaded}
          onBack={records.showList}
          onEdit={() => records.showEdit(loaded.id)}
        />
      )}
    </RecordQuery>
  );
}

type ContactDetailViewProps = { contact: Contact; onBack: () => void; onEdit: () => void };

function ContactDetailView({ contact, onBack, onEdit }: ContactDetailViewProps) {
  const hasContactDetails = [
    contact.email,
    contact.personalEmail,
    contact.phone,
    contact.mobile,
    contact.directPhone,
    contact.linkedinUrl,
  ].some(Boolean);
  return (
    <>
      <DetailHeader
        title={`${contact.firstName} ${contact.lastName}`}
        subtitle={contact.position}
        badges={
          <>
            <Badge variant="light">{contactRole.label(contact.contactRole)}</Badge>
            {contact.isPrimary && <Badge color="yellow">Primary Contact</Badge>}
          </>
        }
        backLabel="Back to contacts"
        onBack={onBack}
        editLabel="Edit Contact"
        onEdit={onEdit}
      />
      <SimpleGrid cols={{ base: 1, md: 2 }} mt="lg">
        <DetailCard title="Contact Information">
          <DetailField label="Email">{contact.email && <EmailLink email={contact.email} />}</DetailField>
          <DetailField label="Personal Email">
            {contact.personalEmail && <EmailLink email={contact.personalEmail} />}
          </DetailField>
          <DetailField label="Phone">{contact.phone && <PhoneLink phone={contact.phone} />}</DetailField>
          <DetailField label="Mobile">{contact.mobile && <PhoneLink phone={contact.mobile} />}</DetailField>
          <DetailField label="Direct Phone">
            {contact.directPhone && <PhoneLink phone={contact.directPhone} />}
          </DetailField>
          <DetailField label="LinkedIn">
            {contact.linkedinUrl && <WebsiteLink website={contact.linkedinUrl} />}
          </DetailField>
          {!hasContactDetails && (
            <Text size="sm" c="dimmed">
              No contact details
            </Text>
          )}
        </DetailCard>
        <DetailCard title="Account">
          <DetailField label="Account">
            {contact.account ? (
              <Anchor component={Link} to={recordUrl('accounts', contact.account.id)}>
                {contact.account.name}
              </Anchor>
            ) : (
              <Text size="sm" c="dimmed">
                No account associated
              </Text>
            )}
          </DetailField>
          <DetailField label="Department">{contact.department}</DetailField>
          <InfluenceBar influence={contact.decisionMakerInfluence} label="Decision Maker Influence" />
        </DetailCard>
        {contact.notes && (
          <DetailCard title="Notes">
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {contact.notes}
            </Text>
          </DetailCard>
        )}
        <DetailCard title="Record">
          <DetailField label="Created">{formatDate(contact.createdAt)}</DetailField>
          <DetailField label="Last Updated">{formatDate(contact.updatedAt)}</DetailField>
        </DetailCard>
      </SimpleGrid>
    </>
  );
}
