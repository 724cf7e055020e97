import { Button, Center, Stack, Text } from '@mantine/core';
import { Component, type ErrorInfo, type ReactNode } from 'react';

type Props = { children: ReactNode };
type State = { failed: boolean };

/** The global rendering-error fallback of the spec. React still needs a class for this. */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Rendering failed', error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Center mih="100vh" p="md">
        <Stack align="center" gap="md">
          <Text size="lg" ta="center">
            Something went wrong. Please try refreshing the page.
          </Text>
          <Button onClick={() => window.location.reload()}>Refresh Page</Button>
        </Stack>
      </Center>
    );
  }
}
