import { Button, Menu } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { serviceCategories } from '../../../shared/catalog/site.ts';

/** The navigation bar's Services dropdown: one item per provider type. */
export function ServicesMenu() {
  return (
    <Menu position="bottom-start" shadow="md" width={220}>
      <Menu.Target>
        <Button
          size="compact-md"
          variant="subtle"
          color="gray"
          c="dark.6"
          rightSection={<IconChevronDown size={16} aria-hidden />}
        >
          Services
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {serviceCategories.map((service) => (
          <Menu.Item key={service.id} component={Link} to={service.path}>
            {service.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
