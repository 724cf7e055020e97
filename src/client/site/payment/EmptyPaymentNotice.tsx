import { Button, Center, Container, Stack, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { publicPaths } from '../../../shared/routes.ts';

/** /payment opened without a proposal: nothing to pay for yet. */
export function EmptyPaymentNotice() {
  return (
    <Container component="main" py="xl">
      <Center mih={320}>
        <Stack align="center" gap="md">
          <Title order={1} size="h3" fw={500}>
            No registration groups selected.
          </Title>
          <Button component={Link} to={publicPaths.registrationProposal}>
            Back to Registration Proposal
          </Button>
        </Stack>
      </Center>
    </Container>
  );
}
