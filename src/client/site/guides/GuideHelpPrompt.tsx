import { Button, Group, Paper, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { firm } from '../../firm.ts';
import { homeSectionPath } from '../layout/homeSections.ts';

/** The 'Need Help or Guidance?' prompt that ends a guide, pointing to the contact form. */
export function GuideHelpPrompt() {
  return (
    <Paper bg="blue.0" radius="lg" p={{ base: 'lg', sm: 'xl' }}>
      <Title order={2} fz={{ base: 24, sm: 28 }} mb="xs">
        Need Help or Guidance?
      </Title>
      <Text mb="lg" maw={640}>
        Not sure which registration groups fit your services, or which modules you will be audited against?
        Our consultants can map your supports to the right groups in a free consultation.
      </Text>
      <Group>
        <Button component={Link} to={homeSectionPath('contact')}>
          Contact our team
        </Button>
        <Button component="a" href={firm.phoneHref} variant="default">
          Call {firm.phone}
        </Button>
      </Group>
    </Paper>
  );
}
