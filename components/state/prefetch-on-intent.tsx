'use client';

import { useEffect } from 'react';
import { currentConnection, prefetchAllowed } from '@/lib/browser/connection';
import { payloadCache } from '@/lib/next-contract/payload-prefetch';

/**
 * Prefetches an in-site page's payload when the pointer rests on or focus reaches its link, except on data-saving or
 * 2g connections; a click then navigates without waiting for the network.
 */
export function PrefetchOnIntent() {
  useEffect(() => {
    const cache = payloadCache();
    const done = new Set<string>([window.location.pathname]);
    const onIntent = (event: Event) => {
      const anchor = (event.target as Element | null)?.closest?.('a[href]');
      if (!(anchor instanceof HTMLAnchorElement) || (anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return;
      const url = new URL(anchor.href, window.location.href);
      if (url.origin !== window.location.origin || done.has(url.pathname) || !prefetchAllowed(currentConnection())) return;
      done.add(url.pathname);
      cache.prefetch(url.pathname);
    };
    document.addEventListener('pointerover', onIntent, { passive: true });
    document.addEventListener('focusin', onIntent);
    return () => {
      document.removeEventListener('pointerover', onIntent);
      document.removeEventListener('focusin', onIntent);
    };
  }, []);
  return null;
}
