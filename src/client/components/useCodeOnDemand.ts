import { useState, type ComponentType } from 'react';

/**
 * A part the page shows nothing of until it is used (the Services dropdown, the phone menu),
 * whose code loads only when the visitor reaches for its control: a pointer over it, focus, a
 * tap. Loaded with the page, its modules were evaluated and rendered in the tasks a phone spends
 * becoming interactive. `component` is null until the code is there; `load` may be called as
 * often as the control is reached for (the browser fetches a module once).
 */
export function useCodeOnDemand<Props extends object>(
  importPart: () => Promise<{ default: ComponentType<Props> }>,
): { component: ComponentType<Props> | null; load: () => void } {
  const [component, setComponent] = useState<ComponentType<Props> | null>(null);
  const load = () => {
    void importPart().then((part) => setComponent(() => part.default));
  };
  return { component, load };
}
