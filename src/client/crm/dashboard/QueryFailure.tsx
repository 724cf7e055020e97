import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { serverErrorMessage } from '../serverError.ts';

type QueryFailureProps = { text: string; error: unknown; onRetry: () => unknown };

/** 'Error loading recent leads: {message}' with Try Again. */
export function QueryFailure({ text, error, onRetry }: QueryFailureProps) {
  return (
    <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">
          {text}: {serverErrorMessage(error)}
        </Text>
        <Button size="xs" variant="light" color="red" onClick={() => void onRetry()}>
          Try Again
        </Button>
      </Stack>
    </Alert>
  );
}
