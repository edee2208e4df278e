import { contentSource } from '@/lib/content-source';
import { readRedirects } from '@/lib/redirects/redirects';
import { siteConfig } from '@/lib/site-config';
import { MobileDrawer } from '@/components/doc/mobile-drawer';
import { NotFoundRedirect } from '@/components/state/not-found-redirect';
import { SiteLink } from '@/components/site-link';

/** Shown for unknown paths (out/404.html on static hosts). */
export default function NotFound() {
  const rules = readRedirects().rules.map(({ source, destination }) => ({ source, destination }));
  return (
    <>
      <NotFoundRedirect rules={rules} basePath={siteConfig.basePath} />
      <MobileDrawer tree={contentSource().site().tree} />
      <main id="main-content" className="plain-page" tabIndex={-1}>
      <h1>Page not found</h1>
      <p>We could not find what you were looking for. The page may have moved, or the link may be wrong.</p>
      <p>
        <SiteLink href="/">Go to the home page</SiteLink> or <SiteLink href="/search">search the docs</SiteLink>.
      </p>
    </main>
    </>
  );
}
