import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { cardImageRoute } from '@/lib/outputs/page-info';
import { absoluteUrl, indexable, siteConfig, withBasePath } from '@/lib/site-config';
import { ConsentBannerLoader } from '@/components/consent/consent-banner-loader';
import { AnnouncementBar } from '@/components/shell/announcement-bar';
import { Footer } from '@/components/shell/footer';
import { Navbar } from '@/components/shell/navbar';
import { themeScript } from '@/components/shell/theme-script';
import { indexUrls } from '@/components/search/search-button';
import { BasePathBanner } from '@/components/state/base-path-banner';
import { HydrationMarker } from '@/components/state/hydration-marker';
import { NavigationProgress } from '@/components/state/navigation-progress';
import { PrefetchOnIntent } from '@/components/state/prefetch-on-intent';
import './globals.css';

// The site's own card (the home page's), for routes without one of their own such as the not-found page.
const defaultCard = { url: absoluteUrl(cardImageRoute({ title: siteConfig.title, section: siteConfig.tagline })), width: 1200, height: 630, alt: siteConfig.title };

export const metadata: Metadata = {
  metadataBase: new URL(siteConfig.url),
  title: { default: siteConfig.title, template: `%s ${siteConfig.titleSeparator} ${siteConfig.title}` },
  description: siteConfig.tagline,
  // Drawn from the logo by `npm run icons`; /favicon.ico is also asked for by browsers and crawlers on their own.
  icons: {
    icon: [{ url: withBasePath('/favicon.ico'), sizes: '48x48' }, { url: withBasePath('/icon.svg'), type: 'image/svg+xml' }],
    apple: withBasePath('/apple-touch-icon.png'),
  },
  manifest: withBasePath('/manifest.webmanifest'),
  openGraph: { siteName: siteConfig.title, type: 'website', images: [defaultCard] },
  twitter: { card: 'summary_large_image', images: [defaultCard] },
  ...(indexable() ? {} : { robots: { index: false, follow: false } }),
};

export const viewport: Viewport = {
  themeColor: [
    { media: '(prefers-color-scheme: light)', color: '#ffffff' },
    { media: '(prefers-color-scheme: dark)', color: '#1b1b1d' },
  ],
};

/** The shell every page shares: skip link, announcement, navbar, content and footer. */
export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en" dir="ltr" data-theme="light" suppressHydrationWarning>
      <head>
        <script dangerouslySetInnerHTML={{ __html: themeScript }} />
      </head>
      <body>
        <a className="skip-link" href="#main-content">
          Skip to main content
        </a>
        <BasePathBanner />
        <NavigationProgress />
        <PrefetchOnIntent />
        <AnnouncementBar />
        <Navbar searchIndexUrls={indexUrls()} />
        <div className="page-body">{children}</div>
        <Footer />
        <ConsentBannerLoader />
        <HydrationMarker />
      </body>
    </html>
  );
}
