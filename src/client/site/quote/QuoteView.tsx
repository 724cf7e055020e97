import { Alert, Button, Card, Container, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { providerType, quoteStatus } from '../../../shared/enums.ts';
import { formatDate } from '../../../shared/format.ts';
import { publicPaths, quotePdfPath } from '../../../shared/routes.ts';
import { QuoteSnapshot } from '../../components/QuoteSnapshot/QuoteSnapshot.tsx';
import type { RouterOutputs } from '../../trpc.ts';
import { BankTransferDetails } from '../payment/QuoteConfirmation.tsx';
import { PageHero } from '../layout/PageHero.tsx';
import { SectionCard } from '../proposals/SectionCard.tsx';

type ProspectQuote = RouterOutputs['quotes']['byToken'];

/** The proposal page the quote came from, with its groups (and service details) chosen again. */
function proposalAgain(quote: ProspectQuote) {
  const existing = quote.providerType === 'existing_seeking_registration';
  return {
    to: existing ? publicPaths.existingProviderProposal : publicPaths.registrationProposal,
    state: {
      selectedGroupIds: quote.snapshot.groups.map((group) => group.id),
      termsAccepted: false,
      existingProviderDetails: quote.existingProviderDetails ?? undefined,
    },
  };
}

/** A prospect's quote, read-only, with its PDF; an expired one says so and leads back to its proposal. */
export function QuoteView({ quote, token }: { quote: ProspectQuote; token: string }) {
  const again = proposalAgain(quote);
  const status = quote.expired ? 'expired' : quote.status;
  return (
    <main>
      <PageHero title={`Quote ${quote.number}`} lead={`Prepared for ${quote.businessName}`}>
        <Group>
          <Button
            component="a"
            href={`${quotePdfPath}?token=${encodeURIComponent(token)}`}
            leftSection={<IconDownload size={18} aria-hidden />}
          >
            Download PDF
          </Button>
        </Group>
      </PageHero>
      <Container size="lg" py="xl">
        <Stack gap="lg">
          {quote.expired && (
            <Alert color="orange" title="This quote has expired">
              <Stack gap="sm" align="flex-start">
                <Text size="sm">
                  It was valid until {formatDate(quote.validUntil)}. Prices may have changed: see today&apos;s
                  price for the same registration groups.
                </Text>
                <Button component={Link} to={again.to} state={again.state} variant="white" color="orange">
                  Open the proposal again
                </Button>
              </Stack>
            </Alert>
          )}
          {!quote.expired && quote.status !== 'accepted' && (
            <Alert color="gray" title={`This quote is ${quoteStatus.label(status).toLowerCase()}`}>
              Please contact us if you have any questions about it.
            </Alert>
          )}
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
            <Card withBorder padding="lg">
              <Stack gap={4}>
                <Text size="sm" c="dimmed">
                  Status
                </Text>
                <Text fw={600}>{quoteStatus.label(status)}</Text>
                <Text size="sm" c="dimmed" mt="sm">
                  Accepted
                </Text>
                <Text fw={600}>{formatDate(quote.acceptedAt)}</Text>
                <Text size="sm" c="dimmed" mt="sm">
                  Valid until
                </Text>
                <Text fw={600}>{formatDate(quote.validUntil)}</Text>
              </Stack>
            </Card>
            <Card withBorder padding="lg">
              <Stack gap={2}>
                <Text fw={600}>{quote.businessName}</Text>
                <Text size="sm">{quote.prospectName}</Text>
                {quote.abn && <Text size="sm">ABN {quote.abn}</Text>}
                <Text size="sm">{quote.prospectEmail}</Text>
                <Text size="sm">{quote.prospectPhone}</Text>
                <Text size="sm" c="dimmed" mt="sm">
                  {providerType.label(quote.providerType)} · Terms version {quote.termsVersion}
                </Text>
              </Stack>
            </Card>
          </SimpleGrid>
          <SectionCard title="Your quote">
            <QuoteSnapshot quote={quote} />
          </SectionCard>
          {quote.bank && (
            <SectionCard title="Payment">
              <BankTransferDetails bank={quote.bank} number={quote.number} totalCents={quote.totalCents} />
            </SectionCard>
          )}
        </Stack>
      </Container>
    </main>
  );
}
