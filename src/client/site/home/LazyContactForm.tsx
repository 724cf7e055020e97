import { Center, Loader } from '@mantine/core';
import { nearScreenPart } from '../../components/nearScreenPart.tsx';

/**
 * The contact form: its code (form library, zod, the API client) is most of the landing page's
 * script, and the form is at the page's foot, so it loads when the visitor nears it.
 */
export const LazyContactForm = nearScreenPart(
  () => import('./ConnectedContactForm.tsx'),
  <Center mih={420}>
    <Loader aria-label="Loading the contact form" />
  </Center>,
);
