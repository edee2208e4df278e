'use client';

import Link from 'next/link';

/** Placeholder until the search modal lands: opens the results page. */
export function SearchButton() {
  return (
    <Link className="search-button" href="/search" prefetch={false}>
      Search docs
    </Link>
  );
}
