import { Box } from '@mantine/core';
import { useSearchParams } from 'react-router-dom';
import { usePageMeta } from '../../components/usePageMeta/usePageMeta.ts';
import { AboutSection } from './AboutSection.tsx';
import { ContactForm } from './ContactForm.tsx';
import { ContactSection } from './ContactSection.tsx';
import { HeroSection } from './HeroSection.tsx';
import { packageEnquiryMessage } from './packageEnquiry.ts';
import { ServicesSection } from './ServicesSection.tsx';
import { TestimonialsSection } from './TestimonialsSection.tsx';
import { useSendContactMessage } from './useSendContactMessage.ts';

export function HomePage() {
  usePageMeta(
    'NDIS Registration, Audits & Compliance',
    'NDIS registration, verification and certification audit preparation, and ongoing compliance support for disability service providers across Australia.',
  );
  const [searchParams] = useSearchParams();
  const sendContactMessage = useSendContactMessage();

  return (
    <Box component="main">
      <HeroSection />
      <ServicesSection />
      <AboutSection />
      <TestimonialsSection />
      <ContactSection>
        <ContactForm
          onSubmit={sendContactMessage}
          initialMessage={packageEnquiryMessage(searchParams.get('package'))}
        />
      </ContactSection>
    </Box>
  );
}
