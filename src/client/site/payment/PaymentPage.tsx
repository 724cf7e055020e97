import { Box, Button, Center, Container, Grid, Loader, Stack } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { use, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { lazyPart } from '../../components/lazyPart.tsx';
import { PageHero } from '../layout/PageHero.tsx';
import { EmptyPaymentNotice } from './EmptyPaymentNotice.tsx';
import { OrderSummaryCard } from './OrderSummaryCard.tsx';
import { PaymentMethodCard } from './PaymentMethodCard.tsx';
import { PaymentModulesCard } from './PaymentModulesCard.tsx';
import type * as PaymentStateSchemas from '../../../shared/proposal.ts';
import type { AcceptedQuote } from './QuoteConfirmation.tsx';
import { SelectedGroupsCard } from './SelectedGroupsCard.tsx';
import { YourDetailsCard } from './YourDetailsCard.tsx';

let paymentStateSchemas: Promise<typeof PaymentStateSchemas> | undefined;

/** zod and the schemas load only when there is a router state to read (the prerendered page has none). */
function loadPaymentStateSchemas(): Promise<typeof PaymentStateSchemas> {
  paymentStateSchemas ??= import('../../../shared/proposal.ts');
  return paymentStateSchemas;
}

/** Shown only once the proposal is accepted. */
const QuoteConfirmation = lazyPart(
  () => import('./QuoteConfirmation.tsx'),
  <Center mih={420}>
    <Loader aria-label="Loading your confirmation" />
  </Center>,
);

/**
 * /payment: the checkout, fed by the proposal page's router state; once the proposal is accepted,
 * the confirmation takes the whole page.
 */
export default function PaymentPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const schemas = location.state == null ? undefined : use(loadPaymentStateSchemas());
  const state = schemas?.paymentNavigationStateSchema.safeParse(location.state).data;
  const [accepted, setAccepted] = useState<{ quote: AcceptedQuote; email: string } | null>(null);

  if (accepted)
    return (
      <Box component="main">
        <QuoteConfirmation accepted={accepted.quote} email={accepted.email} />
      </Box>
    );
  if (!state || state.selectedGroups.length === 0) return <EmptyPaymentNotice />;

  return (
    <Box component="main">
      <PageHero title="Payment Checkout" lead="Complete your NDIS registration application">
        {/* Back in history, so the proposal page finds the selection it kept in its own entry. */}
        <Button
          variant="default"
          leftSection={<IconArrowLeft size={18} aria-hidden />}
          onClick={() => void navigate(-1)}
          w="fit-content"
        >
          Back to Proposal
        </Button>
      </PageHero>
      <Container size="lg" py="xl">
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Stack gap="lg">
              <SelectedGroupsCard groups={state.selectedGroups} />
              <PaymentModulesCard modules={state.applicableModules} />
              <YourDetailsCard state={state} onAccepted={(quote, email) => setAccepted({ quote, email })} />
              <PaymentMethodCard />
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <OrderSummaryCard pricing={state.pricing} />
          </Grid.Col>
        </Grid>
      </Container>
    </Box>
  );
}
