import { Badge, Text } from '@mantine/core';
import { IconBuilding, IconDeviceMobile, IconMail, IconPhone } from '@tabler/icons-react';
import { contactRole } from '../../../shared/enums.ts';
import { fullName } from '../../../shared/format.ts';
import type { RouterOutputs } from '../../trpc.ts';
import { IconText } from '../components/IconText.tsx';
import { RecordCard, type RecordCardActions } from '../records/RecordCard.tsx';
import { InfluenceBar } from './InfluenceBar.tsx';

type Contact = RouterOutputs['contacts']['list']['items'][number];

/** Influence is worth showing on a card only when it is above the default. */
const INFLUENCE_SHOWN_ABOVE = 50;

/** A contact in the list: role, Primary, name, position, department, account, influence above 50, how to reach them. */
export function ContactCard({ record: contact, actions }: { record: Contact; actions: RecordCardActions }) {
  return (
    <RecordCard
      title={fullName(contact)}
      badges={
        <>
          <Badge variant="light">{contactRole.label(contact.contactRole)}</Badge>
          {contact.isPrimary && (
            <Badge color="yellow" autoContrast>
              Primary
            </Badge>
          )}
        </>
      }
      {...actions}
    >
      {contact.position && <Text size="sm">{contact.position}</Text>}
      {contact.department && (
        <Text size="sm" c="dimmed">
          {contact.department}
        </Text>
      )}
      <IconText icon={IconBuilding}>{contact.account?.name ?? 'Unknown Account'}</IconText>
      {contact.decisionMakerInfluence > INFLUENCE_SHOWN_ABOVE && (
        <InfluenceBar influence={contact.decisionMakerInfluence} />
      )}
      {contact.email && (
        <IconText icon={IconMail} oneLine={contact.email}>
          {contact.email}
        </IconText>
      )}
      {contact.phone && <IconText icon={IconPhone}>{contact.phone}</IconText>}
      {contact.mobile && <IconText icon={IconDeviceMobile}>{contact.mobile}</IconText>}
    </RecordCard>
  );
}
