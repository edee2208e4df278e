'use client';

import { PageError } from '@/components/state/page-error';

/** A page that crashes (or whose code fails to download) keeps the navbar and footer around this fallback. */
export default function ErrorPage({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return <PageError error={error} reset={reset} />;
}
