import { Alert, Button, Group, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { z } from 'zod';
import { totpCodeSchema } from '../../../shared/schemas/security.ts';
import { applyServerErrors } from '../../components/useSchemaForm/formErrors.ts';
import { useSchemaForm } from '../../components/useSchemaForm/useSchemaForm.ts';
import { serverErrorMessage } from '../../serverError.ts';

type TotpCodeFormProps = {
  label?: string;
  submitLabel: string;
  submitColor?: string;
  onSubmit: (code: string) => Promise<unknown>;
  onCancel?: () => void;
};

/** One field for the 6-digit code of an authenticator app, and its button; the server's refusal shows on the field. */
export function TotpCodeForm({
  label = 'Code from your app',
  submitLabel,
  submitColor,
  onSubmit,
  onCancel,
}: TotpCodeFormProps) {
  const [alert, setAlert] = useState<string | null>(null);
  const form = useSchemaForm(totpCodeSchema, { code: '' });

  async function submit(values: z.output<typeof totpCodeSchema>) {
    setAlert(null);
    try {
      await onSubmit(values.code);
    } catch (error) {
      if (!applyServerErrors(form, error)) setAlert(serverErrorMessage(error));
    }
  }

  return (
    <form onSubmit={form.onSubmit(submit)} noValidate aria-label={submitLabel}>
      <Stack gap="sm">
        {alert && <Alert color="red">{alert}</Alert>}
        <TextInput
          label={label}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={7}
          required
          {...form.getInputProps('code')}
        />
        <Group justify="flex-end">
          {onCancel && (
            <Button variant="default" onClick={onCancel}>
              Cancel
            </Button>
          )}
          <Button type="submit" color={submitColor} disabled={form.submitting}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
