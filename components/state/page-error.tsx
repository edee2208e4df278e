'use client';

import { useEffect, useRef } from 'react';
import { errorChain, isChunkLoadError } from '@/lib/browser/errors';
import './state.css';

/** What app/error.tsx and app/global-error.tsx show: a retry for a failed download, else the crash report. */
export function PageError({ error, reset }: { error: Error; reset: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, [error]);
  if (isChunkLoadError(error)) {
    return (
      <main id="main-content" className="plain-page page-error">
        <h1 ref={heading} tabIndex={-1}>
          This page could not be loaded.
        </h1>
        <p role="alert">Part of the page did not download, perhaps because the connection dropped or the site was just updated.</p>
        {/* a fresh load fetches the chunk again; React would replay the cached failure */}
        <button type="button" className="button button-primary" onClick={() => window.location.reload()}>
          Retry
        </button>
      </main>
    );
  }
  const [message, ...causes] = errorChain(error);
  return (
    <main id="main-content" className="plain-page page-error">
      <h1 ref={heading} tabIndex={-1}>
        This page crashed.
      </h1>
      <button type="button" className="button button-primary" onClick={reset}>
        Try again
      </button>
      <div className="error-chain" role="alert">
        <p className="error-message">{message}</p>
        {causes.map((cause, index) => (
          <p key={index} className="error-cause">
            <span className="error-cause-label">Cause:</span> {cause}
          </p>
        ))}
      </div>
    </main>
  );
}
