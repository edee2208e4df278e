import type { ReactNode } from 'react';
import { SiteLink } from '@/components/site-link';

/** Links in pages: client-side navigation inside the site, new tab for other hosts. */
export function MdxLink({ href = '', to, children, ...rest }: { href?: string; to?: string; children?: ReactNode; className?: string; title?: string }) {
  const target = to ?? href;
  if (/^(?:[a-z][a-z0-9+.-]*:|\/\/)/i.test(target)) {
    return (
      <a href={target} rel="noopener noreferrer" target={/^https?:/.test(target) ? '_blank' : undefined} {...rest}>
        {children}
      </a>
    );
  }
  if (target.startsWith('#')) return <a href={target} {...rest}>{children}</a>;
  return (
    <SiteLink href={target} {...rest}>
      {children}
    </SiteLink>
  );
}
