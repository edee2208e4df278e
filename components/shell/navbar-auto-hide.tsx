'use client';

import { useEffect } from 'react';

/** Hides the navbar while scrolling down and shows it when scrolling up, never while the drawer or search is open. */
export function NavbarAutoHide() {
  useEffect(() => {
    let last = window.scrollY;
    const onScroll = () => {
      const root = document.documentElement;
      const y = window.scrollY;
      const busy = root.hasAttribute('data-drawer-open') || document.body.classList.contains('DocSearch--active');
      if (busy || y < 64 || y < last) root.removeAttribute('data-navbar-hidden');
      else if (y > last + 4) root.setAttribute('data-navbar-hidden', '');
      last = y;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  return null;
}
