/** The home page's search entry point: a form that works without JavaScript and opens the modal with it. */
export function HeroSearch() {
  return (
    <form className="hero-search" action="/search" method="get" role="search">
      <label htmlFor="hero-search-input" className="visually-hidden">Search the docs</label>
      <input id="hero-search-input" name="q" type="search" placeholder="Search docs" maxLength={64} autoComplete="off" />
      <button type="submit" className="button">Search</button>
    </form>
  );
}
