import { Box, Center } from '@mantine/core';
import type { ReactNode } from 'react';

/** A signed-out or not-yet-approved page: its content centred, a card's width, on grey. */
export function AuthPage({ children }: { children: ReactNode }) {
  return (
    <Center component="main" mih="100vh" p="md" bg="gray.0">
      <Box w="100%" maw={440}>
        {children}
      </Box>
    </Center>
  );
}
