import Link from 'next/link';
import type { ComponentProps } from 'react';

/**
 * The site's internal link. Next prefetches every link's page as it scrolls into view; this site prefetches on the
 * reader's intent instead (components/state/prefetch-on-intent.tsx: hover, focus or touch, on connections that allow
 * it), so the choice is made here once. ESLint forbids importing `next/link` anywhere else (eslint.config.mjs).
 */
export function SiteLink(props: Omit<ComponentProps<typeof Link>, 'prefetch'>) {
  return <Link {...props} prefetch={false} />;
}
