import { Suspense } from 'react';
import type { Metadata } from 'next';
import { contentSource } from '@/lib/content-source';
import { socialMetadata } from '@/lib/outputs/metadata';
import { indexUrls } from '@/components/search/search-button';
import { SearchResults } from '@/components/search/search-results';
import { MobileDrawer } from '@/components/doc/mobile-drawer';

/** Title, description and social card. */
export function generateMetadata(): Metadata {
  return { title: 'Search', description: 'Search the documentation.', ...socialMetadata(contentSource().site(), '/search', 'Search', 'Search the documentation.') };
}

/** Search results page; the query lives in ?q= and the results are computed in the browser. */
export default function SearchPage() {
  const site = contentSource().site();
  return (
    <>
      <MobileDrawer tree={site.tree} />
      <main id="main-content" className="plain-page search-page" tabIndex={-1}>
      <h1>Search the documentation</h1>
      <Suspense fallback={<p className="search-status">Loading search…</p>}>
        <SearchResults indexUrls={indexUrls()} />
      </Suspense>
    </main>
    </>
  );
}
