'use client';

import { lazy, Suspense, useState } from 'react';

/** A separate chunk, so a browser test can make a page's code download fail. */
const CrashProbeDetail = lazy(() => import('./crash-probe-detail'));

/** Test-only (end-to-end builds): a lazily loaded chunk and a button that makes this page component throw. */
export function CrashProbe() {
  const [crash, setCrash] = useState(false);
  if (crash) throw new Error('The probe crashed while rendering', { cause: new Error('Root cause: the probe was told to fail') });
  return (
    <div className="crash-probe">
      <Suspense fallback={<p>Loading the probe…</p>}>
        <CrashProbeDetail />
      </Suspense>
      <button type="button" className="button" onClick={() => setCrash(true)}>
        Crash this page
      </button>
    </div>
  );
}
