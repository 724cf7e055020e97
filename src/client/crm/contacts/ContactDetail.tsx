import { Alert, Anchor, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { RouterOutputs } from '../../trpc.ts';
import { DetailCard } from '../components/DetailCard.tsx';
import { DetailField } from '../components/DetailField.tsx';
import { EmailLink, PhoneLink, WebsiteLink } from '../components/links.tsx';
import { NotesCard } from '../components/NotesCard.tsx';
import { RecordDatesCard } from '../components/RecordDatesCard.tsx';
import { callNumbers } from '../../../shared/call-numbers.ts';
import { formatDate, fullName } from '../../../shared/format.ts';
import { LogCallButton } from '../activities/LogCallButton.tsx';
import { RecordActivities } from '../activities/RecordActivities.tsx';
import { RecordEmails } from '../emails/RecordEmails.tsx';
import { RecordTasks } from '../tasks/RecordTasks.tsx';
import { RecordDocuments } from '../documents/RecordDocuments.tsx';
import { recordUrl } from '../records/recordUrl.ts';
import { InfluenceBar } from './InfluenceBar.tsx';

type Contact = RouterOutputs['contacts']['byId'];

/** A contact's sections: how to reach them, their account, notes, and when the record was created and changed. */
export function ContactDetail({ record: contact }: { record: Contact }) {
  const hasContactDetails = [
    contact.email,
    contact.personalEmail,
    contact.phone,
    contact.mobile,
    contact.directPhone,
    contact.linkedinUrl,
  ].some(Boolean);
  return (
    <Stack>
      {contact.erasedAt && (
        <Alert color="gray" title="Personal data erased">
          This contact’s personal data was erased on {formatDate(contact.erasedAt)} at their request. The
          records kept name them as Erased contact.
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, md: 2 }}>
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
          <Group>
            <LogCallButton
              subject="contact"
              subjectId={contact.id}
              name={fullName(contact)}
              numbers={callNumbers(contact)}
            />
          </Group>
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
        <NotesCard notes={contact.notes} />
        <RecordTasks subject="contact" subjectId={contact.id} />
        <RecordDocuments subject="contact" subjectId={contact.id} />
        <RecordEmails subject="contact" subjectId={contact.id} />
        <RecordActivities subject="contact" subjectId={contact.id} />
        <RecordDatesCard title="Record" record={contact} />
      </SimpleGrid>
    </Stack>
  );
}
