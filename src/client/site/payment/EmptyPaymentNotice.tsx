import { Button, Center, Container, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { publicPaths } from '../../../shared/routes.ts';

/** /payment opened without a proposal: nothing to pay for yet. */
export function EmptyPaymentNotice() {
  return (
    <Container component="main" py="xl">
      <Center mih={320}>
        <Stack align="center" gap="md">
          <Text size="lg">No registration groups selected.</Text>
          <Button component={Link} to={publicPaths.registrationProposal}>
            Back to Registration Proposal
          </Button>
        </Stack>
      </Center>
    </Container>
  );
}
