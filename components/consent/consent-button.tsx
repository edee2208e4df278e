'use client';

/** Window event the footer button sends; the consent banner forgets the choice and asks again. */
export const CONSENT_RESET_REQUEST = 'consent:reset-request';

/** Footer button that forgets the analytics choice and shows the banner again (kept free of cookie code). */
export function ConsentButton() {
  return (
    <button type="button" className="footer-button" onClick={() => window.dispatchEvent(new Event(CONSENT_RESET_REQUEST))}>
      Analytics Consent
    </button>
  );
}
