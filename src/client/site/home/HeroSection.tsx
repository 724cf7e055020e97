import {
  Box,
  Button,
  Container,
  Group,
  List,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { homeSectionPath } from '../layout/homeSections.ts';

const journey = [
  'Registration groups and audit type confirmed',
  'Policies and procedures written for your services',
  'Application lodged with the NDIS Commission',
  'Audit booked with an approved quality auditor',
  'Certificate of Registration in hand',
];

export function HeroSection() {
  return (
    <Box bg="blue.0" py={{ base: 48, sm: 88 }}>
      <Container size="lg">
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing={48}>
          <Stack gap="lg" justify="center">
            <Text c="blue.8" fw={700} tt="uppercase" size="sm">
              NDIS registration and compliance consultants
            </Text>
            <Title order={1} fz={{ base: 32, sm: 46 }} lh={1.15}>
              Get registered, pass your audit and stay compliant
            </Title>
            <Text size="lg" c="gray.7">
              We help disability support providers across Australia through NDIS registration, verification
              and certification audits, and the everyday work of meeting the NDIS Practice Standards, so you
              can focus on the people you support.
            </Text>
            <Group>
              <Button component={Link} to={homeSectionPath('contact')} size="md">
                Book a free consultation
              </Button>
              <Button component={Link} to={homeSectionPath('services')} size="md" variant="default">
                Explore our services
              </Button>
            </Group>
          </Stack>
          <Paper shadow="md" p="xl" radius="lg" withBorder style={{ alignSelf: 'center' }}>
            <Title order={2} size="h4" mb="xs">
              Your path to registration
            </Title>
            <Text c="dimmed" size="sm" mb="lg">
              A typical registration takes 3-6 months. We guide every step.
            </Text>
            <List
              spacing="md"
              icon={
                <ThemeIcon color="teal" size={24} radius="xl" aria-hidden>
                  <IconCircleCheck size={16} />
                </ThemeIcon>
              }
            >
              {journey.map((step) => (
                <List.Item key={step}>{step}</List.Item>
              ))}
            </List>
          </Paper>
        </SimpleGrid>
      </Container>
    </Box>
  );
}
