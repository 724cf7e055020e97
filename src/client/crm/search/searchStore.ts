import { createSpotlight, type SpotlightStore } from '@mantine/spotlight';

/** The global search's own Spotlight store, so it can select its first hit when the hits arrive. */
export const [searchStore, searchSpotlight] = createSpotlight();

/**
 * Marks the list's first action selected, as Spotlight itself does when the query changes (its
 * own helper is not exported): our hits arrive after that, from the server.
 */
export function selectFirstAction(store: SpotlightStore): void {
  const { listId } = store.getState();
  const list = listId ? document.getElementById(listId) : null;
  const first = list?.querySelector('[data-action]');
  if (!list || !first) return;
  list.querySelector('[data-selected]')?.removeAttribute('data-selected');
  first.setAttribute('data-selected', 'true');
  store.updateState((state) => ({ ...state, selected: 0 }));
}
