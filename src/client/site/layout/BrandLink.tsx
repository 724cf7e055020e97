import { Group, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import { IconShieldCheck } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { siteName } from '../../../shared/catalog/site.ts';
import { publicPaths } from '../../../shared/routes.ts';

export function BrandLink({ onClick }: { onClick?: () => void }) {
  return (
    <UnstyledButton component={Link} to={publicPaths.home} onClick={onClick}>
      <Group gap="xs" wrap="nowrap">
        <ThemeIcon size="lg" radius="md" aria-hidden>
          <IconShieldCheck size={22} />
        </ThemeIcon>
        <Text fw={700} size="lg" c="dark" style={{ whiteSpace: 'nowrap' }}>
          {siteName}
        </Text>
      </Group>
    </UnstyledButton>
  );
}
