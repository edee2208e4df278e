import { siteConfig } from '@/lib/site-config';
import { env } from '@/lib/env';

/** Id of the banner element (the head script reveals it outside the base path or when the stylesheet fails to load). */
export const BASE_URL_BANNER_ID = 'base-url-issue-banner';
/** The banner is optional: NEXT_PUBLIC_BASE_URL_BANNER=false builds without it. */
export const baseUrlBannerEnabled = env.baseUrlBanner;

/** Warns that the site did not load properly when it is served from another base path than it was built for. */
export function BasePathBanner() {
  if (!baseUrlBannerEnabled) return null;
  const expected = `${siteConfig.basePath}/`;
  return (
    <>
      <div id={BASE_URL_BANNER_ID} role="alert" className="base-url-banner" hidden suppressHydrationWarning>
        <strong>This site did not load properly.</strong> It was built to be served from the base URL <code>{expected}</code>, so its
        pages, styles and scripts are looked for there. Open the site under <code>{expected}</code>, or rebuild it with{' '}
        <code>NEXT_PUBLIC_BASE_PATH</code> set to the path it is served from.
      </div>
    </>
  );
}
