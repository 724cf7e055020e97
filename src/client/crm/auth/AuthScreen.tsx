import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { firm } from '../../firm.ts';
import { BrandMark } from '../../components/BrandMark.tsx';
import { AuthPage } from './AuthPage.tsx';

/** The signed-out screens' frame: the CRM's name above one centred card. */
export function AuthScreen({ children }: { children: ReactNode }) {
  return (
    <AuthPage>
      <Stack gap={6} align="center" mb="xl">
        <BrandMark size={48} />
        <Title order={1} size="h2">
          NDIS CRM
        </Title>
        <Text c="dimmed" ta="center">
          {firm.name} Management System
        </Text>
      </Stack>
      {children}
    </AuthPage>
  );
}
