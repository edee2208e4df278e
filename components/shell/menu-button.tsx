'use client';

import { useEffect, useState } from 'react';
import { usePathname } from 'next/navigation';

/** Opens the sidebar as a drawer at 996 px and below; Escape or navigation closes it. */
export function MenuButton() {
  const [open, setOpen] = useState(false);
  const pathname = usePathname();
  const [shownPath, setShownPath] = useState(pathname);
  if (pathname !== shownPath) {
    // a navigation closes the drawer (state adjusted during render, not in an effect)
    setShownPath(pathname);
    setOpen(false);
  }
  useEffect(() => {
    const root = document.documentElement;
    if (open) {
      root.setAttribute('data-drawer-open', '');
      document.querySelector<HTMLElement>('#sidebar a, #sidebar button')?.focus();
    } else root.removeAttribute('data-drawer-open');
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && open) {
        setOpen(false);
        document.getElementById('menu-button')?.focus();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);
  return (
    <button id="menu-button" type="button" className="menu-button" aria-label={open ? 'Close navigation' : 'Open navigation'} aria-expanded={open} aria-controls="sidebar" onClick={() => setOpen(!open)}>
      <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path stroke="currentColor" strokeWidth="2" strokeLinecap="round" d="M4 6h16M4 12h16M4 18h16" />
      </svg>
    </button>
  );
}
