'use client';

import { OPEN_SEARCH_EVENT, type OpenSearchDetail } from './search-launcher';
import { env } from '@/lib/env';

/** The home page's search field: a plain form to /search without JavaScript, the modal with it. */
export function HeroSearch() {
  const open = (event: React.FocusEvent<HTMLInputElement> | React.MouseEvent<HTMLInputElement>) => {
    // The field keeps the focus (and what is typed) until the modal's code has loaded; the modal then takes it over.
    const detail: OpenSearchDetail = { query: event.currentTarget.value, source: event.currentTarget };
    window.dispatchEvent(new CustomEvent(OPEN_SEARCH_EVENT, { detail }));
  };
  return (
    <form className="hero-search" action={`${env.basePath}/search`} method="get" role="search">
      <label htmlFor="hero-search-input" className="visually-hidden">Search the docs</label>
      <input id="hero-search-input" name="q" type="search" placeholder="Search docs" maxLength={64} autoComplete="off" onFocus={open} onClick={open} />
      <button type="submit" className="button">Search</button>
    </form>
  );
}
