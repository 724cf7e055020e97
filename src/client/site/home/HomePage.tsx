import { Box } from '@mantine/core';
import { useSearchParams } from 'react-router-dom';
import { StaticMarkup } from '../../components/StaticMarkup.tsx';
import { AboutSection } from './AboutSection.tsx';
import { ContactSection } from './ContactSection.tsx';
import { HeroSection } from './HeroSection.tsx';
import { LazyContactForm } from './LazyContactForm.tsx';
import { packageEnquiryMessage } from './packageEnquiry.ts';
import { ServicesSection } from './ServicesSection.tsx';
import { TestimonialsSection } from './TestimonialsSection.tsx';

export default function HomePage() {
  const [searchParams] = useSearchParams();

  return (
    <Box component="main">
      <StaticMarkup>
        <HeroSection />
        <ServicesSection />
        <AboutSection />
        <TestimonialsSection />
      </StaticMarkup>
      <ContactSection>
        <LazyContactForm initialMessage={packageEnquiryMessage(searchParams.get('package'))} />
      </ContactSection>
    </Box>
  );
}
