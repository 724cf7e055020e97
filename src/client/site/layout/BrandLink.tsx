import { Group, Text, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router-dom';
import { firm } from '../../firm.ts';
import { publicPaths } from '../../../shared/routes.ts';
import { BrandMark } from '../../components/BrandMark.tsx';
import classes from './BrandLink.module.css';

type BrandLinkProps = {
  /** In the navigation bar the name gives way to the links on medium screens. */
  inHeader?: boolean;
  onClick?: () => void;
};

export function BrandLink({ inHeader = false, onClick }: BrandLinkProps) {
  return (
    <UnstyledButton component={Link} to={publicPaths.home} onClick={onClick} aria-label={firm.name}>
      <Group gap="xs" wrap="nowrap">
        <BrandMark size={34} />
        <Text
          fw={700}
          size="lg"
          c="dark"
          className={inHeader ? classes.nameInHeader : undefined}
          style={{ whiteSpace: 'nowrap' }}
        >
          {firm.name}
        </Text>
      </Group>
    </UnstyledButton>
  );
}
