'use client';

import { clearConsent } from '@/lib/browser/consent';

/** Footer button that forgets the analytics choice and shows the banner again. */
export function ConsentButton() {
  return (
    <button type="button" className="footer-button" onClick={clearConsent}>
      Analytics Consent
    </button>
  );
}
