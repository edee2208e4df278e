'use client';

import { useEffect, useRef, useSyncExternalStore } from 'react';
import { usePathname } from 'next/navigation';
import { CONSENT_RESET_REQUEST, takePendingReset } from './consent-button';
import { sendEvent, sendPageView, startAnalytics, stopAnalytics } from '@/lib/browser/analytics';
import { clearConsent, readConsent, subscribeConsent, writeConsent } from '@/lib/browser/consent';
import './consent.css';
import { env } from '@/lib/env';

/** Exact banner text from the product spec. */
export const CONSENT_TEXT = 'We use cookies to enhance your experience. By continuing to browse, you consent to our use of analytics cookies.';

/** Inlined at build time; without it analytics is off entirely (the banner still records the choice). */
const measurementId = env.analyticsId;

/** Moves focus out of the banner before it disappears, so keyboard users are not dropped at the top of the page. */
const releaseFocus = () => {
  if (document.activeElement?.closest('.consent-banner')) document.getElementById('main-content')?.focus({ preventScroll: true });
};

/** Bottom banner asking for analytics consent; analytics loads only after Accept. */
export function ConsentBanner() {
  const choice = useSyncExternalStore(subscribeConsent, readConsent, () => undefined);
  const pathname = usePathname();
  const lastPath = useRef(pathname);
  const wasAnswered = useRef(false);
  const acceptRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (choice === true) startAnalytics(measurementId);
    if (choice === false) stopAnalytics();
    // reopened from the footer button: take the reader to the question
    if (choice === null && wasAnswered.current) acceptRef.current?.focus();
    if (choice !== null && choice !== undefined) wasAnswered.current = true;
  }, [choice]);

  useEffect(() => {
    const reset = () => {
      takePendingReset();
      clearConsent();
    };
    // A press of the footer button before this code loaded counts too.
    if (takePendingReset()) clearConsent();
    window.addEventListener(CONSENT_RESET_REQUEST, reset);
    return () => window.removeEventListener(CONSENT_RESET_REQUEST, reset);
  }, []);

  useEffect(() => {
    if (lastPath.current === pathname) return;
    lastPath.current = pathname;
    sendPageView(pathname);
  }, [pathname]);

  if (choice !== null) return null;
  const accept = () => {
    releaseFocus();
    startAnalytics(measurementId);
    sendEvent('User accepted analytics cookies');
    writeConsent(true);
  };
  const decline = () => {
    releaseFocus();
    writeConsent(false);
  };
  return (
    <section className="consent-banner" aria-label="Cookie consent">
      <p>{CONSENT_TEXT}</p>
      <div className="consent-actions">
        <button ref={acceptRef} type="button" className="button button-primary" onClick={accept}>
          Accept
        </button>
        <button type="button" className="button" onClick={decline}>
          Decline
        </button>
      </div>
    </section>
  );
}
