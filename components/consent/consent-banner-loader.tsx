'use client';

import dynamic from 'next/dynamic';

/**
 * The consent banner with js-cookie and the analytics loader, split out of first-load JavaScript: it is
 * fetched right after hydration, so it costs the doc pages nothing before they are interactive.
 */
export const ConsentBannerLoader = dynamic(() => import('./consent-banner').then((m) => m.ConsentBanner), { ssr: false });
