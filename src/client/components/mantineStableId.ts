import { useId as useReactId } from 'react';

/**
 * Stands in for @mantine/hooks' `useId` in the client's build (scripts/build/mantine-stable-id.ts).
 * Mantine's returns the same `mantine-…` id React gives the server's markup, then swaps in a
 * random one from a layout effect: every Checkbox, input, Switch, Modal and Popover renders
 * again, in a render React cannot split, right after it hydrates or mounts, and its ids change
 * in the DOM. On the existing-provider proposal page that second render was most of the longest
 * task after hydration. React's own id is already unique per root and the same on the server
 * and in the browser, so this keeps it.
 */
export function useId(staticId?: string): string {
  const reactId = useReactId();
  return typeof staticId === 'string' ? staticId : `mantine-${reactId.replace(/:/g, '')}`;
}
