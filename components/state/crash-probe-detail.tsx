'use client';

/** Test-only: the part of the probe page that lives in its own code chunk, loaded while the page renders. */
export default function CrashProbeDetail() {
  return <p className="crash-probe-detail">The lazily loaded part of the probe page rendered.</p>;
}
