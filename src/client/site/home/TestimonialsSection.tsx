import { Card, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconQuote } from '@tabler/icons-react';
import { HomeSection } from './HomeSection.tsx';

const testimonials = [
  {
    quote:
      'We had never written a policy manual. Five months later we had our certificate for supported independent living, and the auditor remarked on how closely our documents matched what we actually do.',
    name: 'Priya N.',
    role: 'Director, supported independent living provider, Western Sydney',
  },
  {
    quote:
      'Our mid-term audit used to mean weeks of scrambling. With fortnightly sessions and regular record checks we walked into the last one calm, and it closed without a single non-conformity.',
    name: 'Daniel K.',
    role: 'Operations Manager, community participation provider, Brisbane',
  },
  {
    quote:
      'They explained verification and certification in ten minutes, talked us out of registration groups we did not need, and were upfront about every cost from the first call.',
    name: 'Mel T.',
    role: 'Founder, allied health practice, Geelong',
  },
];

export function TestimonialsSection() {
  return (
    <HomeSection
      id="testimonials"
      eyebrow="Testimonials"
      title="What providers say about working with us"
      background="gray.0"
    >
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
        {testimonials.map((testimonial) => (
          <Card key={testimonial.name} component="figure" withBorder radius="lg" padding="xl" m={0}>
            <Stack gap="md" h="100%">
              <IconQuote size={32} color="var(--mantine-color-blue-3)" aria-hidden />
              <Text component="blockquote" m={0} c="gray.8">
                {testimonial.quote}
              </Text>
              <Text component="figcaption" mt="auto" size="sm">
                <Text span fw={700} c="dark">
                  {testimonial.name}
                </Text>
                <br />
                <Text span c="dimmed" size="sm">
                  {testimonial.role}
                </Text>
              </Text>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    </HomeSection>
  );
}
