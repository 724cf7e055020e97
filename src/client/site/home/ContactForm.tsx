import { Box, Button, Fieldset, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { intakeSubmissionSchema, type IntakeSubmission } from '../../../shared/schemas/intake.ts';
import { useHydrated } from '../../components/useHydrated.tsx';
import { useSchemaForm } from '../../components/useSchemaForm/useSchemaForm.ts';

type ContactFormProps = {
  /** Sends the message; a rejection shows the failure toast and keeps what the visitor typed. */
  onSubmit: (submission: IntakeSubmission) => Promise<void>;
  /** Prefills the message, e.g. with the package the visitor chose. */
  initialMessage?: string;
};

const emptyForm = { name: '', email: '', phone: '', company: '', message: '', website: '' };

export function ContactForm({ onSubmit, initialMessage = '' }: ContactFormProps) {
  const form = useSchemaForm(intakeSubmissionSchema, { ...emptyForm, message: initialMessage });
  // The prerendered form waits for its code: sent natively, it would put what was typed in the URL.
  const hydrated = useHydrated();

  async function send(submission: IntakeSubmission) {
    try {
      await onSubmit(submission);
    } catch {
      notifications.show({
        color: 'red',
        message: 'There was an error sending your message. Please try again.',
      });
      return;
    }
    notifications.show({ color: 'green', message: "Message sent successfully! We'll get back to you soon." });
    form.setInitialValues(emptyForm);
    form.reset();
  }

  function focusFirstError(errors: typeof form.errors) {
    const [firstPath] = Object.keys(errors);
    if (firstPath) form.getInputNode(firstPath)?.focus();
  }

  return (
    <form onSubmit={form.onSubmit(send, focusFirstError)} noValidate aria-label="Contact form">
      <Fieldset variant="unstyled" disabled={!hydrated}>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label="Name"
              required
              autoComplete="name"
              name="name"
              {...form.getInputProps('name')}
            />
            <TextInput
              label="Email"
              type="email"
              required
              autoComplete="email"
              name="email"
              {...form.getInputProps('email')}
            />
            <TextInput
              label="Phone"
              type="tel"
              required
              autoComplete="tel"
              name="phone"
              {...form.getInputProps('phone')}
            />
            <TextInput
              label="Company (optional)"
              autoComplete="organization"
              name="company"
              {...form.getInputProps('company')}
            />
          </SimpleGrid>
          <Textarea label="Message" required rows={5} name="message" {...form.getInputProps('message')} />
          <Box aria-hidden pos="absolute" left={-10000} w={1} h={1} style={{ overflow: 'hidden' }}>
            <TextInput
              label="Website"
              tabIndex={-1}
              autoComplete="off"
              name="website"
              {...form.getInputProps('website')}
            />
          </Box>
          <Button type="submit" size="md" disabled={form.submitting} style={{ alignSelf: 'flex-start' }}>
            {form.submitting ? 'Sending...' : 'Send message'}
          </Button>
        </Stack>
      </Fieldset>
    </form>
  );
}
