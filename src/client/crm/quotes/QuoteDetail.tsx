import { Anchor, Button, Grid, SimpleGrid, Stack } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { providerType } from '../../../shared/enums.ts';
import { formatDate, formatDateTime } from '../../../shared/format.ts';
import { crmQuotePdfPath } from '../../../shared/routes.ts';
import { QuoteSnapshot } from '../../components/QuoteSnapshot/QuoteSnapshot.tsx';
import type { RouterOutputs } from '../../trpc.ts';
import { DetailCard } from '../components/DetailCard.tsx';
import { DetailField } from '../components/DetailField.tsx';
import { EmailLink, PhoneLink } from '../components/links.tsx';
import { recordUrl } from '../records/recordUrl.ts';

type Quote = RouterOutputs['quotes']['byId'];

/** A quote's frozen snapshot and its PDF; the prospect, the acceptance's evidence and the records it belongs to beside them. */
export function QuoteDetail({ record }: { record: Quote }) {
  const details = record.existingProviderDetails;
  return (
    <Grid gap="md">
      <Grid.Col span={{ base: 12, md: 8 }}>
        <Stack gap="md">
          <DetailCard title="Quote">
            <SimpleGrid cols={{ base: 2, lg: 3 }} spacing="md" verticalSpacing="md">
              <DetailField label="Accepted">{formatDateTime(record.acceptedAt)}</DetailField>
              <DetailField label="Valid Until">{formatDate(record.validUntil)}</DetailField>
              <DetailField label="Provider Type">{providerType.label(record.providerType)}</DetailField>
            </SimpleGrid>
            <QuoteSnapshot quote={record} />
            {details && (
              <DetailField label="Current Service Details">
                {`Clients: ${details.hasClients ? details.clientCount : 'none'} · Outlets: SIL ${details.outlets.sil}, SDA ${details.outlets.sda}, office ${details.outlets.office}, group centre ${details.outlets.groupCentre}`}
              </DetailField>
            )}
            <Button
              component="a"
              href={`${crmQuotePdfPath}?id=${record.id}`}
              variant="default"
              leftSection={<IconDownload size={16} aria-hidden />}
              style={{ alignSelf: 'flex-start' }}
            >
              Download PDF
            </Button>
          </DetailCard>
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <Stack gap="md">
          <DetailCard title="Prospect">
            <DetailField label="Name">{record.prospectName}</DetailField>
            <DetailField label="Business">{record.businessName}</DetailField>
            <DetailField label="ABN">{record.abn}</DetailField>
            <DetailField label="Email">
              <EmailLink email={record.prospectEmail} />
            </DetailField>
            <DetailField label="Phone">
              <PhoneLink phone={record.prospectPhone} />
            </DetailField>
          </DetailCard>
          <DetailCard title="Records">
            <DetailField label="Lead">
              <Anchor component={Link} to={recordUrl('leads', record.lead.id)}>
                {record.lead.title}
              </Anchor>
            </DetailField>
            <DetailField label="Account">
              <Anchor component={Link} to={recordUrl('accounts', record.account.id)}>
                {record.account.name}
              </Anchor>
            </DetailField>
            <DetailField label="Opportunity">
              {record.opportunity && (
                <Anchor component={Link} to={recordUrl('opportunities', record.opportunity.id)}>
                  {record.opportunity.name}
                </Anchor>
              )}
            </DetailField>
          </DetailCard>
          <DetailCard title="Acceptance">
            <DetailField label="Terms Version">{record.termsVersion}</DetailField>
            <DetailField label="Terms Hash">{record.termsHash}</DetailField>
            <DetailField label="IP Hash">{record.ipHash}</DetailField>
            <DetailField label="Browser">{record.userAgent}</DetailField>
          </DetailCard>
        </Stack>
      </Grid.Col>
    </Grid>
  );
}
