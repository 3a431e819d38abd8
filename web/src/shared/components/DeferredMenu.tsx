import { cloneElement, Suspense, useState, type ButtonHTMLAttributes, type ReactElement, type ReactNode } from 'react';

interface DeferredMenuProps {
  /** Starts the download of the menu's module (the same promise each time). */
  load: () => Promise<unknown>;
  /** The menu's button as it looks closed: shown until the menu is first opened, then the menu's trigger. */
  trigger: ReactElement<ButtonHTMLAttributes<HTMLButtonElement>>;
  /** The real menu (a lazy component) around that button, open from its first render. */
  children: (trigger: ReactElement) => ReactNode;
}

/**
 * A dropdown menu whose Radix parts (popper, focus scope, roving focus: about 20 kB compressed) stay
 * out of the first load. Until first opened, its button stands in alone; the pointer or focus reaching
 * it starts the download, and a press (click, tap, Enter, Space or Arrow Down) mounts the menu open.
 */
export function DeferredMenu({ load, trigger, children }: DeferredMenuProps) {
  const [opened, setOpened] = useState(false);
  const standIn = cloneElement(trigger, {
    'aria-haspopup': 'menu',
    'aria-expanded': false,
    onPointerEnter: () => void load(),
    onFocus: () => void load(),
    onClick: () => setOpened(true),
    onKeyDown: (event) => {
      if (event.key !== 'ArrowDown') return;
      event.preventDefault();
      setOpened(true);
    },
  });
  return opened ? <Suspense fallback={standIn}>{children(trigger)}</Suspense> : standIn;
}
