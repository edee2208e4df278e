'use client';

import { useEffect, useRef } from 'react';
import { usePathname } from 'next/navigation';

/** After a route change: scroll to the hash target when there is one, else to the top of the page. */
export function ScrollOnNavigate() {
  const pathname = usePathname();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    const id = decodeURIComponent(window.location.hash.slice(1));
    const target = id ? document.getElementById(id) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
