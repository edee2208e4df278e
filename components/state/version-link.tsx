'use client';

import Link from 'next/link';
import { rememberVersion } from '@/lib/browser/preferences';

/** A docs-version menu entry that remembers the reader's choice in local storage. */
export function VersionLink({ label, href }: { label: string; href: string }) {
  return (
    <Link href={href} prefetch={false} aria-current="true" onClick={() => rememberVersion(label)}>
      {label}
    </Link>
  );
}
