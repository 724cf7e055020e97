import { Alert, Box, Button, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { checkoutDetailsSchema, type CheckoutDetails } from '../../../shared/schemas/quote.ts';
import { focusFirstError } from '../../components/useSchemaForm/formErrors.ts';
import { useSchemaForm } from '../../components/useSchemaForm/useSchemaForm.ts';
import { serverErrorMessage, serverFieldErrors } from '../../serverError.ts';

const emptyDetails = { name: '', email: '', phone: '', businessName: '', abn: '', website: '' };

/** The server names the fields of the request (`details.abn`); the form's are the details' own. */
function detailsErrors(error: unknown): Record<string, string> | null {
  const fieldErrors = serverFieldErrors(error);
  if (!fieldErrors) return null;
  const entries = Object.entries(fieldErrors).filter(([path]) => path.startsWith('details.'));
  return entries.length > 0
    ? Object.fromEntries(entries.map(([path, message]) => [path.slice('details.'.length), message]))
    : null;
}

/** 'Your details': who accepts the proposal. A refusal shows beside its field, or above the button. */
export function CheckoutDetailsForm({
  onAccept,
}: {
  onAccept: (details: CheckoutDetails) => Promise<unknown>;
}) {
  const form = useSchemaForm(checkoutDetailsSchema, emptyDetails);
  const [failure, setFailure] = useState<string | null>(null);

  async function accept(details: CheckoutDetails) {
    setFailure(null);
    try {
      await onAccept(details);
    } catch (error) {
      const fieldErrors = detailsErrors(error);
      if (fieldErrors) {
        form.setErrors(fieldErrors);
        focusFirstError(form, fieldErrors);
      } else setFailure(serverErrorMessage(error));
    }
  }

  return (
    <form
      onSubmit={form.onSubmit(accept, (errors) => focusFirstError(form, errors))}
      noValidate
      aria-label="Your details"
    >
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="Name" required autoComplete="name" {...form.getInputProps('name')} />
          <TextInput
            label="Email"
            type="email"
            required
            autoComplete="email"
            {...form.getInputProps('email')}
          />
          <TextInput label="Phone" type="tel" required autoComplete="tel" {...form.getInputProps('phone')} />
          <TextInput
            label="Business name"
            required
            autoComplete="organization"
            {...form.getInputProps('businessName')}
          />
          <TextInput
            label="ABN (optional)"
            inputMode="numeric"
            placeholder="51 824 753 556"
            {...form.getInputProps('abn')}
          />
        </SimpleGrid>
        <Box aria-hidden pos="absolute" left={-10000} w={1} h={1} style={{ overflow: 'hidden' }}>
          <TextInput label="Website" tabIndex={-1} autoComplete="off" {...form.getInputProps('website')} />
        </Box>
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <Button type="submit" loading={form.submitting} style={{ alignSelf: 'flex-start' }}>
          Accept proposal and email me a copy
        </Button>
      </Stack>
    </form>
  );
}
