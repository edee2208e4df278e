'use client';

import { PageError } from '@/components/state/page-error';
import './globals.css';

/** Last resort when the shell itself crashes: the same fallback in a bare document. */
export default function GlobalError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <html lang="en" dir="ltr">
      <body>
        <PageError error={error} reset={reset} />
      </body>
    </html>
  );
}
