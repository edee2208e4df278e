'use client';

import { rememberVersion } from '@/lib/browser/preferences';
import { SiteLink } from '@/components/site-link';

/** A docs-version menu entry that remembers the reader's choice in local storage. */
export function VersionLink({ label, href }: { label: string; href: string }) {
  return (
    <SiteLink href={href} aria-current="true" onClick={() => rememberVersion(label)}>
      {label}
    </SiteLink>
  );
}
