'use client';

import { useEffect } from 'react';
import { redirectFor, type RedirectRule } from '@/lib/redirects/match';

/**
 * On the not-found page: an old URL that a redirect pattern matches goes to its destination, keeping the #hash
 * (static hosts without redirect support serve 404.html for it). Exact sources have their own redirect pages.
 */
export function NotFoundRedirect({ rules, basePath }: { rules: RedirectRule[]; basePath: string }) {
  useEffect(() => {
    const path = window.location.pathname.replace(/\/+$/, '').replace(/\.html$/, '');
    const route = basePath && path.startsWith(basePath) ? path.slice(basePath.length) || '/' : path || '/';
    const to = redirectFor(rules, route);
    if (to === null) return;
    const external = /^[a-z][a-z0-9+.-]*:\/\//i.test(to);
    window.location.replace(`${external ? to : `${basePath}${to}`}${to.includes('#') ? '' : window.location.hash}`);
  }, [rules, basePath]);
  return null;
}
