import { useState } from 'react';
import { useCodeOnDemand } from '../../components/useCodeOnDemand.ts';
import { ServicesButton } from './ServicesButton.tsx';

/**
 * The navigation bar's Services button, which becomes the dropdown's target once the dropdown's
 * code has loaded: on the first hover, focus or press. A press or a keyboard's Enter before then
 * opens the dropdown when it arrives, and a focused button hands its focus on, so nothing the
 * visitor did is lost.
 */
export function ServicesNav() {
  const { component: ServicesMenu, load } = useCodeOnDemand(() => import('./ServicesMenu.tsx'));
  const [openOnArrival, setOpenOnArrival] = useState(false);
  const [focused, setFocused] = useState(false);

  if (ServicesMenu) return <ServicesMenu defaultOpened={openOnArrival} autoFocus={focused} />;

  const open = () => {
    setOpenOnArrival(true);
    load();
  };
  return (
    <ServicesButton
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={load}
      onFocus={() => {
        setFocused(true);
        load();
      }}
      onBlur={() => setFocused(false)}
      onPointerDown={(event) => {
        if (event.button === 0) open();
      }}
      onClick={open}
    />
  );
}
