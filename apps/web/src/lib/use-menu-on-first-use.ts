// A button's menu whose items load on first use (the language switch, the account menu, a
// list's Export formats): where it opens and whether it is open. The menu is drawn from its
// first opening on (`{menu.anchor && <Suspense fallback={null}>…</Suspense>}`), so it stays
// mounted to animate its closing.
import { useState } from 'react';

export interface MenuOnFirstUse<Anchor extends HTMLElement> {
  /** The button it opened from; null until the first opening. */
  anchor: Anchor | null;
  isOpen: boolean;
  open: (event: { currentTarget: Anchor }) => void;
  close: () => void;
}

export function useMenuOnFirstUse<
  Anchor extends HTMLElement = HTMLElement,
>(): MenuOnFirstUse<Anchor> {
  const [anchor, setAnchor] = useState<Anchor | null>(null);
  const [isOpen, setIsOpen] = useState(false);
  return {
    anchor,
    isOpen,
    open: (event) => {
      setAnchor(event.currentTarget);
      setIsOpen(true);
    },
    close: () => setIsOpen(false),
  };
}
