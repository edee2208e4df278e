'use client';

import { useEffect, useRef, useSyncExternalStore } from 'react';
import { usePathname } from 'next/navigation';
import { sendEvent, sendPageView, startAnalytics, stopAnalytics } from '@/lib/browser/analytics';
import { readConsent, subscribeConsent, writeConsent } from '@/lib/browser/consent';

/** Exact banner text from the product spec. */
export const CONSENT_TEXT = 'We use cookies to enhance your experience. By continuing to browse, you consent to our use of analytics cookies.';

const measurementId = process.env.NEXT_PUBLIC_GA_MEASUREMENT_ID ?? '';

/** Bottom banner asking for analytics consent; analytics loads only after Accept. */
export function ConsentBanner() {
  const choice = useSyncExternalStore(subscribeConsent, readConsent, () => undefined);
  const pathname = usePathname();
  const lastPath = useRef(pathname);

  useEffect(() => {
    if (choice === true) startAnalytics(measurementId);
    if (choice === false) stopAnalytics();
  }, [choice]);

  useEffect(() => {
    if (lastPath.current === pathname) return;
    lastPath.current = pathname;
    sendPageView(pathname);
  }, [pathname]);

  if (choice !== null) return null;
  const accept = () => {
    startAnalytics(measurementId);
    sendEvent('User accepted analytics cookies');
    writeConsent(true);
  };
  return (
    <section className="consent-banner" role="region" aria-label="Cookie consent">
      <p>{CONSENT_TEXT}</p>
      <div className="consent-actions">
        <button type="button" className="button button-primary" onClick={accept}>
          Accept
        </button>
        <button type="button" className="button" onClick={() => writeConsent(false)}>
          Decline
        </button>
      </div>
    </section>
  );
}
