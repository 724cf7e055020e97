import { Box, Center, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconHeartHandshake } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** The signed-out screens' frame: the CRM's name above one centred card. */
export function AuthScreen({ children }: { children: ReactNode }) {
  return (
    <Center component="main" mih="100vh" p="md" bg="gray.0">
      <Box w="100%" maw={440}>
        <Stack gap={6} align="center" mb="xl">
          <ThemeIcon size={48} radius="md" aria-hidden>
            <IconHeartHandshake size={28} />
          </ThemeIcon>
          <Title order={1} size="h2">
            NDIS CRM
          </Title>
          <Text c="dimmed" ta="center">
            NDIS Provider Support Management System
          </Text>
        </Stack>
        {children}
      </Box>
    </Center>
  );
}
