import { useState, type RefObject } from 'react';
import { useLocation } from 'react-router-dom';

/** State of the navigation that collapses into a menu button below the md breakpoint. */
export interface NavMenu {
  open: boolean;
  toggle: () => void;
  /** Closes and gives focus back to the menu button (Escape, or a link chosen in the open menu). */
  close: () => void;
}

export function useNavMenu(button: RefObject<HTMLButtonElement | null>): NavMenu {
  const { pathname } = useLocation();
  // The menu stays open on the page it was opened on, so going to another page closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  return {
    open,
    toggle: () => setOpenOn(open ? null : pathname),
    close: () => {
      setOpenOn(null);
      button.current?.focus();
    },
  };
}
