'use client';

import { useEffect, useRef, useState } from 'react';
import { usePathname } from 'next/navigation';
import './state.css';

/** A navigation shorter than this shows no bar at all (spec: 200 ms). */
export const PROGRESS_DELAY_MS = 200;
/** Give up waiting after this long (e.g. a navigation that turned into a full page load). */
const GIVE_UP_MS = 15_000;

/** The in-site path a click on an anchor will open client-side, or null when the browser handles it. */
function clientNavigationTarget(event: MouseEvent): string | null {
  if (!event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = (event.target as Element | null)?.closest?.('a[href]');
  if (!(anchor instanceof HTMLAnchorElement) || (anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return null;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin || url.pathname === window.location.pathname) return null;
  return url.pathname;
}

/** A thin bar at the top that appears only when a client-side navigation takes longer than 200 ms. */
export function NavigationProgress() {
  const pathname = usePathname();
  const [visible, setVisible] = useState(false);
  const [shownPath, setShownPath] = useState(pathname);
  const timers = useRef<number[]>([]);
  if (pathname !== shownPath) {
    // the new route is committed: hide the bar (state adjusted during render, not in an effect)
    setShownPath(pathname);
    setVisible(false);
  }

  useEffect(() => {
    const clear = () => {
      timers.current.forEach((t) => window.clearTimeout(t));
      timers.current = [];
    };
    const start = () => {
      clear();
      timers.current.push(window.setTimeout(() => setVisible(true), PROGRESS_DELAY_MS));
      timers.current.push(
        window.setTimeout(() => {
          clear();
          setVisible(false);
        }, GIVE_UP_MS),
      );
    };
    // Links call preventDefault in React's handler (on the document, registered first), so this listener sees it.
    const onClick = (event: MouseEvent) => {
      if (clientNavigationTarget(event)) start();
    };
    const onPopState = () => start();
    document.addEventListener('click', onClick);
    window.addEventListener('popstate', onPopState);
    return () => {
      clear();
      document.removeEventListener('click', onClick);
      window.removeEventListener('popstate', onPopState);
    };
  }, []);

  useEffect(() => {
    // the new route is committed: a pending timer must not show the bar afterwards
    timers.current.forEach((t) => window.clearTimeout(t));
    timers.current = [];
  }, [pathname]);

  if (!visible) return null;
  return <div className="navigation-progress" role="progressbar" aria-label="Loading page" aria-busy="true" />;
}
