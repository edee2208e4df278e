'use client';

import { useEffect } from 'react';

/** Marks <html data-hydrated> once React is interactive, so browser tests can wait for it instead of guessing. */
export function HydrationMarker() {
  useEffect(() => {
    document.documentElement.setAttribute('data-hydrated', '');
  }, []);
  return null;
}
