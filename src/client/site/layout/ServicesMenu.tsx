import { Menu } from '@mantine/core';
import { Link } from 'react-router-dom';
import { serviceCategories } from '../../../shared/catalog/site.ts';
import { ServicesButton } from './ServicesButton.tsx';

/** The navigation bar's Services dropdown: one item per provider type. */
export default function ServicesMenu({
  defaultOpened,
  autoFocus,
}: {
  /** Pressed before this code arrived: open at once. */
  defaultOpened: boolean;
  /** The button this one replaces had the focus. */
  autoFocus: boolean;
}) {
  return (
    // Without the focus placeholder: a focusable 'presentation' element is not a menu item, and
    // a menu may hold nothing else (axe: aria-required-children).
    <Menu
      position="bottom-start"
      shadow="md"
      width={220}
      withInitialFocusPlaceholder={false}
      defaultOpened={defaultOpened}
    >
      <Menu.Target>
        <ServicesButton autoFocus={autoFocus} />
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
