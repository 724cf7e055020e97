import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { serverErrorMessage } from '../../serverError.ts';

type QueryErrorProps = {
  /** 'Error loading leads': the error's message follows after a colon. Without it, the message alone. */
  text?: string;
  error: unknown;
  onRetry: () => unknown;
};

/** A failed load, in red, with Try Again. */
export function QueryError({ text, error, onRetry }: QueryErrorProps) {
  const message = serverErrorMessage(error);
  return (
    <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{text ? `${text}: ${message}` : message}</Text>
        <Button size="xs" variant="light" color="red" onClick={() => void onRetry()}>
          Try Again
        </Button>
      </Stack>
    </Alert>
  );
}
