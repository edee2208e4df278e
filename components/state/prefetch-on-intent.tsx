'use client';

import { useEffect } from 'react';
import { useRouter } from 'next/navigation';
import { currentConnection, prefetchAllowed } from '@/lib/browser/connection';
import { env } from '@/lib/env';

/** Prefetches an in-site page when the pointer rests on or focus reaches its link, except on data-saving or 2g connections. */
export function PrefetchOnIntent() {
  const router = useRouter();
  useEffect(() => {
    const done = new Set<string>([window.location.pathname]);
    const onIntent = (event: Event) => {
      const anchor = (event.target as Element | null)?.closest?.('a[href]');
      if (!(anchor instanceof HTMLAnchorElement) || (anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return;
      const url = new URL(anchor.href, window.location.href);
      if (url.origin !== window.location.origin || done.has(url.pathname) || !prefetchAllowed(currentConnection())) return;
      done.add(url.pathname);
      const basePath = env.basePath;
      router.prefetch(basePath && url.pathname.startsWith(basePath) ? url.pathname.slice(basePath.length) || '/' : url.pathname);
    };
    document.addEventListener('pointerover', onIntent, { passive: true });
    document.addEventListener('focusin', onIntent);
    return () => {
      document.removeEventListener('pointerover', onIntent);
      document.removeEventListener('focusin', onIntent);
    };
  }, [router]);
  return null;
}
