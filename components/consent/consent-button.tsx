'use client';

/** Window event the footer button sends; the consent banner forgets the choice and asks again. */
export const CONSENT_RESET_REQUEST = 'consent:reset-request';

/** Set when the button is pressed; the banner's code loads after the page, so it may not be listening yet. */
let resetPending = false;

/** Whether the footer button was pressed since the banner last asked (and forgets that it was). */
export function takePendingReset(): boolean {
  const pending = resetPending;
  resetPending = false;
  return pending;
}

/** Footer button that forgets the analytics choice and shows the banner again (kept free of cookie code). */
export function ConsentButton() {
  const request = () => {
    resetPending = true;
    window.dispatchEvent(new Event(CONSENT_RESET_REQUEST));
  };
  return (
    <button type="button" className="footer-button" onClick={request}>
      Analytics Consent
    </button>
  );
}
