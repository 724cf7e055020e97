import { Center, Loader } from '@mantine/core';
import { lazyPart } from '../../components/lazyPart.tsx';

/** The contact form: its code (form library, zod, the API client) is most of the landing page's script. */
export const LazyContactForm = lazyPart(
  () => import('./ConnectedContactForm.tsx'),
  <Center mih={420}>
    <Loader aria-label="Loading the contact form" />
  </Center>,
);
