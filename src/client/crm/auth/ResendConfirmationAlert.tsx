import { Alert, Button, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { EMAIL_NOT_CONFIRMED, type SignInInput } from '../../../shared/schemas/auth.ts';
import { serverErrorMessage } from '../../serverError.ts';
import { useTRPC } from '../../trpc.ts';

/** 'Email not confirmed', with 'Send the link again' (the sign-in's own email and password vouch for it). */
export function ResendConfirmationAlert({ credentials }: { credentials: SignInInput }) {
  const resend = useMutation(useTRPC().auth.resendConfirmation.mutationOptions());
  return (
    <Alert color="orange" title={EMAIL_NOT_CONFIRMED}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">Please follow the link in the confirmation email we sent you.</Text>
        {resend.isSuccess ? (
          <Text size="sm" role="status">
            We&apos;ve sent the link again. It is valid for 24 hours.
          </Text>
        ) : (
          <Button
            size="compact-sm"
            variant="light"
            color="orange"
            disabled={resend.isPending}
            onClick={() => resend.mutate(credentials)}
          >
            Send the link again
          </Button>
        )}
        {resend.isError && (
          <Text size="sm" c="red.8">
            {serverErrorMessage(resend.error)}
          </Text>
        )}
      </Stack>
    </Alert>
  );
}
