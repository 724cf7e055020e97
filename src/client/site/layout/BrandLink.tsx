import { Group, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import { IconShieldCheck } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { siteName } from '../../../shared/catalog/site.ts';
import { publicPaths } from '../../../shared/routes.ts';
import classes from './BrandLink.module.css';

type BrandLinkProps = {
  /** In the navigation bar the name gives way to the links on medium screens. */
  inHeader?: boolean;
  onClick?: () => void;
};

export function BrandLink({ inHeader = false, onClick }: BrandLinkProps) {
  return (
    <UnstyledButton component={Link} to={publicPaths.home} onClick={onClick} aria-label={siteName}>
      <Group gap="xs" wrap="nowrap">
        <ThemeIcon size="lg" radius="md" aria-hidden>
          <IconShieldCheck size={22} />
        </ThemeIcon>
        <Text
          fw={700}
          size="lg"
          c="dark"
          className={inHeader ? classes.nameInHeader : undefined}
          style={{ whiteSpace: 'nowrap' }}
        >
          {siteName}
        </Text>
      </Group>
    </UnstyledButton>
  );
}
