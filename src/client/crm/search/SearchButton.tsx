import { ActionIcon, Button, Kbd } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { searchSpotlight } from './searchStore.ts';

/** The header's way into global search: a button with its shortcut, an icon on small screens. */
export function SearchButton() {
  return (
    <>
      <Button
        visibleFrom="sm"
        variant="default"
        leftSection={<IconSearch size={16} aria-hidden />}
        rightSection={<Kbd size="xs">Ctrl K</Kbd>}
        onClick={searchSpotlight.open}
        aria-keyshortcuts="Control+K Meta+K"
      >
        Search
      </Button>
      <ActionIcon
        hiddenFrom="sm"
        variant="default"
        size="lg"
        onClick={searchSpotlight.open}
        aria-label="Search"
        aria-keyshortcuts="Control+K Meta+K"
      >
        <IconSearch size={18} aria-hidden />
      </ActionIcon>
    </>
  );
}
