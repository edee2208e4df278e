import type { Metadata } from 'next';

export const metadata: Metadata = { title: 'Search', description: 'Search the documentation.' };

/** Search results page (the results component arrives with the search engine). */
export default function SearchPage() {
  return (
    <main id="main-content" className="plain-page" tabIndex={-1}>
      <h1>Search the documentation</h1>
    </main>
  );
}
